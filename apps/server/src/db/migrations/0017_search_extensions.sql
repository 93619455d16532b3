-- The help centers' search: accents ignored (unaccent) and typo-tolerant titles (pg_trgm). Both are
-- trusted extensions: the owner of the database may create them without being a superuser.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
