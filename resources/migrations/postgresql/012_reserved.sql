-- PostgreSQL form of the SQLite script of the same name: a placeholder for issue 20's Kubernetes schema, branch k8s.
SELECT 1;
