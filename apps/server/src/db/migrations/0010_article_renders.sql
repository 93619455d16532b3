CREATE TABLE "article_renders" (
	"organization_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"language" text NOT NULL,
	"source_hash" text NOT NULL,
	"html" text NOT NULL,
	"excerpt" text NOT NULL,
	"rendered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_renders_article_id_language_pk" PRIMARY KEY("article_id","language")
);
--> statement-breakpoint
ALTER TABLE "article_renders" ADD CONSTRAINT "article_renders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_renders" ADD CONSTRAINT "article_renders_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_renders_org_article_idx" ON "article_renders" USING btree ("organization_id","article_id");