-- PostgreSQL form of the SQLite script of the same name: a placeholder for another branch's schema 15 (see there).
SELECT 1;
