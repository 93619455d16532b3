CREATE TABLE "search_vocabulary_versions" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "search_documents_title_key_idx";--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "stems" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_title_key_idx" ON "search_documents" USING btree ("organization_id","title_key" text_pattern_ops);--> statement-breakpoint
-- Hand-written (functions and data, which the schema does not describe); issue 46. A title as a
-- reader types it (title_key): lower case, accents dropped, every run of marks one space, so that
-- "eine festplatten abbild dat" is the beginning of "Eine Festplatten-Abbild-Datei bereinigen".
CREATE OR REPLACE FUNCTION support_search_title_key(title text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(unaccent(left(coalesce(title, ''), 1000))), '[^[:alnum:]]+', ' ', 'g'))
$$;--> statement-breakpoint
UPDATE search_documents SET title_key = support_search_title_key(title);--> statement-breakpoint
-- The vocabulary
-- (search_words) follows the search documents in the statement that changes them: a document's
-- words count one more when it is added, one less when it goes (an article deleted, its documents
-- cascading; a translation removed; a re-index), and a word at none goes. Before, a deleted
-- article's words stayed counted for good. Words are taken in sorted order, so that two articles
-- saved at once mostly lock shared words in the same order. A new word gets its stems under its
-- language's dictionary (what the search's tsquery needs), and the organization's counter moves
-- (search_vocabulary_versions: servers that keep the vocabulary in memory read it again).
-- Planned for each row (force_custom_plan): a plan kept from when search_words was small reads
-- the whole table (the embedded database runs no autovacuum to refresh statistics), which made
-- indexing 825 articles 21 s instead of 9 s.
CREATE OR REPLACE FUNCTION support_search_words_follow() RETURNS trigger
  LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  old_words text[] := '{}';
  new_words text[] := '{}';
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    old_words := ARRAY(SELECT w FROM support_search_vocabulary(OLD.title, OLD.body) w ORDER BY 1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_words := ARRAY(SELECT w FROM support_search_vocabulary(NEW.title, NEW.body) w ORDER BY 1);
  END IF;
  -- One organization's vocabulary changes one transaction at a time: a save re-indexes an article
  -- by deleting and inserting its documents (two trigger calls), so two saves sharing words could
  -- otherwise each hold words the other waits for (a deadlock, seen as 503 DATABASE_BUSY). Taken
  -- until the transaction ends; other organizations never wait for it.
  PERFORM pg_advisory_xact_lock(hashtextextended('search_words:' || coalesce(NEW.organization_id, OLD.organization_id)::text, 0));
  -- Every existing word this change counts, old and new, locked in one sorted pass first.
  PERFORM 1 FROM search_words s
    WHERE (TG_OP <> 'INSERT' AND s.organization_id = OLD.organization_id AND s.language = OLD.language
        AND s.word = ANY (old_words))
      OR (TG_OP <> 'DELETE' AND s.organization_id = NEW.organization_id AND s.language = NEW.language
        AND s.word = ANY (new_words))
    ORDER BY s.organization_id, s.language, s.word FOR UPDATE;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM search_words s WHERE s.organization_id = OLD.organization_id AND s.word = ANY (old_words)
      AND s.language = OLD.language AND s.documents <= 1;
    UPDATE search_words s SET documents = s.documents - 1 WHERE s.organization_id = OLD.organization_id
      AND s.word = ANY (old_words) AND s.language = OLD.language;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE search_words s SET documents = s.documents + 1 WHERE s.organization_id = NEW.organization_id
      AND s.word = ANY (new_words) AND s.language = NEW.language;
    INSERT INTO search_words (organization_id, language, word, documents, stems)
      SELECT NEW.organization_id, NEW.language, w, 1,
        tsvector_to_array(to_tsvector(support_search_config(NEW.language), w))
      FROM unnest(new_words) w
      WHERE NOT EXISTS (SELECT 1 FROM search_words s WHERE s.organization_id = NEW.organization_id
        AND s.word = w AND s.language = NEW.language)
      ON CONFLICT (organization_id, word, language) DO UPDATE SET documents = search_words.documents + 1;
  END IF;
  -- The organization's counter last and once (the row every save of the organization takes).
  IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR OLD.organization_id <> NEW.organization_id) THEN
    INSERT INTO search_vocabulary_versions (organization_id, version) VALUES (OLD.organization_id, 1)
      ON CONFLICT (organization_id) DO UPDATE SET version = search_vocabulary_versions.version + 1;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_vocabulary_versions (organization_id, version) VALUES (NEW.organization_id, 1)
      ON CONFLICT (organization_id) DO UPDATE SET version = search_vocabulary_versions.version + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_words_follow AFTER INSERT OR DELETE OR UPDATE OF organization_id, language, title, body
  ON search_documents FOR EACH ROW EXECUTE FUNCTION support_search_words_follow();--> statement-breakpoint
-- The counts made again from the documents (those of deleted articles' words were never lowered),
-- with every word's stems.
DELETE FROM search_words;--> statement-breakpoint
INSERT INTO search_words (organization_id, language, word, documents, stems)
SELECT d.organization_id, d.language, w, count(*), tsvector_to_array(to_tsvector(support_search_config(d.language), w))
FROM search_documents d, support_search_vocabulary(d.title, d.body) w
GROUP BY d.organization_id, d.language, w;
