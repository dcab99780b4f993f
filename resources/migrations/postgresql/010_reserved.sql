-- PostgreSQL form of the SQLite script of the same name: a placeholder for issue 18's schema 10 (branch trustA).
SELECT 1;
