-- PostgreSQL form of the SQLite script of the same name: a placeholder for issue 18's blind runs, branch trustB.
SELECT 1;
