CREATE TABLE "search_documents" (
	"article_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"title_key" text NOT NULL,
	"body" text NOT NULL,
	"words" "tsvector" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_documents_article_id_language_pk" PRIMARY KEY("article_id","language")
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_words_idx" ON "search_documents" USING gin ("words");--> statement-breakpoint
CREATE INDEX "search_documents_title_key_idx" ON "search_documents" USING gin ("title_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_org_language_idx" ON "search_documents" USING btree ("organization_id","language");
--> statement-breakpoint
-- The dictionary of an article language (stemming, stop words); `simple` for the others.
CREATE OR REPLACE FUNCTION support_search_config(language text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE language
    WHEN 'en' THEN 'english' WHEN 'de' THEN 'german' WHEN 'nl' THEN 'dutch'
    WHEN 'it' THEN 'italian' WHEN 'fr' THEN 'french' WHEN 'tr' THEN 'turkish'
    ELSE 'simple' END)::regconfig
$$;--> statement-breakpoint
-- An article's markdown as the words a reader sees: link and image text kept, their addresses and
-- the emphasis, heading and table marks dropped.
CREATE OR REPLACE FUNCTION support_search_body(content text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(coalesce(content, ''), '!?\[([^\]]*)\]\([^)]*\)|[*_#|`~]+', '\1', 'g')
$$;--> statement-breakpoint
-- The stored words: the title weighs more than the text; accents are ignored on both sides.
CREATE OR REPLACE FUNCTION support_search_words(language text, title text, body text) RETURNS tsvector
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector(support_search_config(language), unaccent(coalesce(title, ''))), 'A')
    || setweight(to_tsvector(support_search_config(language), unaccent(coalesce(body, ''))), 'B')
$$;--> statement-breakpoint
-- The articles and translations written before this migration.
INSERT INTO search_documents (article_id, organization_id, language, title, title_key, body, words)
SELECT a.id, a.organization_id, v.language, a.title, unaccent(lower(a.title)), support_search_body(v.content),
  support_search_words(v.language, a.title, support_search_body(v.content))
FROM articles a JOIN article_versions v ON v.id = a.active_version_id
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO search_documents (article_id, organization_id, language, title, title_key, body, words)
SELECT t.article_id, t.organization_id, t.language, coalesce(nullif(t.title, ''), a.title),
  unaccent(lower(coalesce(nullif(t.title, ''), a.title))), support_search_body(t.content),
  support_search_words(t.language, coalesce(nullif(t.title, ''), a.title), support_search_body(t.content))
FROM article_translations t
JOIN articles a ON a.id = t.article_id
JOIN article_versions v ON v.id = a.active_version_id
WHERE btrim(t.content) <> '' AND t.language <> v.language
ON CONFLICT DO NOTHING;
