CREATE TABLE "search_words" (
	"organization_id" uuid NOT NULL,
	"language" text NOT NULL,
	"word" text NOT NULL,
	"documents" integer NOT NULL,
	CONSTRAINT "search_words_organization_id_word_language_pk" PRIMARY KEY("organization_id","word","language")
);
--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_word_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Hand-written below (functions and the re-index, which the schema does not describe); issue 46.
-- An article's markdown as the words a reader sees, marks turned into spaces so that no two words
-- are glued: images go whole (their alt text is a placeholder: "Step 4", "External:<uuid>"), links
-- keep their text, code fences, table rules and horizontal rules go, and so do the marks that open
-- a line (quote, heading, list bullet or number: a recorded guide's "5." after "Step 4"); emphasis,
-- table pipes and code ticks become spaces; an underscore inside a word stays (LC_ALL).
CREATE OR REPLACE FUNCTION support_search_body(content text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
      replace(replace(coalesce(content, ''), E'\r\n', E'\n'), E'\r', E'\n'),
      '^[ \t]*(```|~~~).*$', '', 'gn'),
      '!\[[^\]\n]*\]\([^)\n]*\)', ' ', 'g'),
      '\[([^\]\n]*)\]\([^)\n]*\)', '\1', 'g'),
      '^[ \t]*\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$', '', 'gn'),
      '^[ \t]*([*_][ \t]*){3,}$', '', 'gn'),
      '^[ \t]*((>[ \t]?)+|#{1,6}[ \t]+|([-*+]|[0-9]{1,9}[.)])[ \t]+)+', '', 'gn'),
      '[ \t]+#+[ \t]*$', '', 'gn'),
      '</?[A-Za-z][^<>\n]{0,200}>', ' ', 'g'),
      '\\([^[:alnum:][:space:]])', '\1', 'g'),
      '[*|`~#]+', ' ', 'g'),
      '(?<![[:alnum:]])_+|_+(?![[:alnum:]])', ' ', 'g'),
      '[ \t]+', ' ', 'g'),
      ' ([.,;:!?])(?=\s|$)', '\1', 'g')
$$;--> statement-breakpoint
-- The headings' text (weighed between title and text).
CREATE OR REPLACE FUNCTION support_search_headings(content text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(m[1], E'\n'), '')
  FROM regexp_matches(left(coalesce(content, ''), 1000000), '^[ \t]{0,3}#{1,6}[ \t]+([^\n]+)$', 'gn') m
$$;--> statement-breakpoint
-- Paths, file, host and dotted names whole (etc/fstab, resolv.conf, lc_all, gnu/linux), as typed in
-- lower case: the words themselves are also indexed by their parts (support_search_words).
CREATE OR REPLACE FUNCTION support_search_compounds(text text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(coalesce(array_agg(DISTINCT lower(m[1])), '{}'))
  FROM regexp_matches(coalesce(text, ''), '([[:alnum:]]+(?:[._/:-][[:alnum:]]+)+)', 'g') m
  WHERE length(m[1]) <= 100
$$;--> statement-breakpoint
-- The stored words: title A, headings B, text C, under the language's dictionary, accents ignored;
-- dots, slashes, underscores, colons and backslashes split words into their parts, and the whole
-- names are added (support_search_compounds). Bounds as in 0034 (a tsvector's words stay under
-- 1 MB): tokens over 256 characters dropped; 120,000 characters of text, 10,000 of title and of
-- headings, the whole names of the first 20,000 characters.
CREATE OR REPLACE FUNCTION support_search_words(language text, title text, headings text, body text)
  RETURNS tsvector LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector(support_search_config(language), regexp_replace(t, '[./_:\\]+', ' ', 'g')), 'A')
    || setweight(to_tsvector(support_search_config(language), regexp_replace(h, '[./_:\\]+', ' ', 'g')), 'B')
    || setweight(to_tsvector(support_search_config(language), regexp_replace(b, '[./_:\\]+', ' ', 'g')), 'C')
    || support_search_compounds(t || ' ' || h || ' ' || left(b, 20000))
  FROM (SELECT unaccent(left(coalesce(title, ''), 10000)) AS t, unaccent(left(coalesce(headings, ''), 10000)) AS h,
    left(regexp_replace(unaccent(coalesce(body, '')), '\S{128}\S{128}\S+', ' ', 'g'), 120000) AS b) x
$$;--> statement-breakpoint
DROP FUNCTION IF EXISTS support_search_words(text, text, text);--> statement-breakpoint
-- The words of a document as written (search_words): lower case, accents dropped, 2 to 40 letters.
CREATE OR REPLACE FUNCTION support_search_vocabulary(title text, body text) RETURNS SETOF text
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(
    lower(unaccent(left(coalesce(title, ''), 10000) || ' ' || left(coalesce(body, ''), 120000))), '[^[:alnum:]]+') w
  WHERE length(w) BETWEEN 2 AND 40
$$;--> statement-breakpoint
-- Every document again with the new text and words, then the vocabulary they make.
DELETE FROM search_documents;--> statement-breakpoint
INSERT INTO search_documents (article_id, organization_id, language, title, title_key, body, words)
SELECT a.id, a.organization_id, v.language, a.title, unaccent(lower(a.title)), support_search_body(v.content),
  support_search_words(v.language, a.title, support_search_body(support_search_headings(v.content)), support_search_body(v.content))
FROM articles a JOIN article_versions v ON v.id = a.active_version_id
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO search_documents (article_id, organization_id, language, title, title_key, body, words)
SELECT t.article_id, t.organization_id, t.language, coalesce(nullif(t.title, ''), a.title),
  unaccent(lower(coalesce(nullif(t.title, ''), a.title))), support_search_body(t.content),
  support_search_words(t.language, coalesce(nullif(t.title, ''), a.title),
    support_search_body(support_search_headings(t.content)), support_search_body(t.content))
FROM article_translations t
JOIN articles a ON a.id = t.article_id
JOIN article_versions v ON v.id = a.active_version_id
WHERE btrim(t.content) <> '' AND t.language <> v.language
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO search_words (organization_id, language, word, documents)
SELECT d.organization_id, d.language, w, count(*)
FROM search_documents d, support_search_vocabulary(d.title, d.body) w
GROUP BY d.organization_id, d.language, w;
