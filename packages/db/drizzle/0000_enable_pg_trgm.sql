-- Trigram matching for the catalogue search. First, so that later migrations can create trigram indexes.
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it without superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
