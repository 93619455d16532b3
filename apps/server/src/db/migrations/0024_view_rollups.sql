CREATE TABLE "article_view_days" (
	"organization_id" uuid NOT NULL,
	"source" text NOT NULL,
	"day" date NOT NULL,
	"article_id" uuid NOT NULL,
	"language" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "article_view_days_organization_id_source_day_article_id_language_pk" PRIMARY KEY("organization_id","source","day","article_id","language")
);
--> statement-breakpoint
CREATE TABLE "article_view_totals" (
	"organization_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"source" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "article_view_totals_organization_id_article_id_source_pk" PRIMARY KEY("organization_id","article_id","source")
);
--> statement-breakpoint
CREATE TABLE "view_day_visitors" (
	"organization_id" uuid NOT NULL,
	"source" text NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "view_day_visitors_organization_id_source_day_visitor_hash_pk" PRIMARY KEY("organization_id","source","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "view_days" (
	"organization_id" uuid NOT NULL,
	"source" text NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "view_days_organization_id_source_day_pk" PRIMARY KEY("organization_id","source","day")
);
--> statement-breakpoint
CREATE TABLE "view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "share_views_org_day_idx";--> statement-breakpoint
DROP INDEX "share_views_org_source_day_idx";--> statement-breakpoint
DROP INDEX "share_views_visitor_day_key";--> statement-breakpoint
ALTER TABLE "share_views" ADD COLUMN "language" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_view_days" ADD CONSTRAINT "article_view_days_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_view_days" ADD CONSTRAINT "article_view_days_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_view_totals" ADD CONSTRAINT "article_view_totals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_view_totals" ADD CONSTRAINT "article_view_totals_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_day_visitors" ADD CONSTRAINT "view_day_visitors_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_days" ADD CONSTRAINT "view_days_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_view_days_article_idx" ON "article_view_days" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "article_view_totals_article_idx" ON "article_view_totals" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "share_views_article_idx" ON "share_views" USING btree ("article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "share_views_visitor_day_key" ON "share_views" USING btree ("organization_id","article_id","source","language","viewed_on","visitor_hash");--> statement-breakpoint
-- The rollups of the views recorded before this migration (UTC days, language unknown: ''). Their
-- visitor hashes came from another salt, so today's returning visitors count once more today.
INSERT INTO article_view_days (organization_id, source, day, article_id, language, views, visitors)
SELECT organization_id, source, viewed_on, article_id, language, sum(views)::int, count(*)::int
FROM share_views GROUP BY organization_id, source, viewed_on, article_id, language;--> statement-breakpoint
INSERT INTO article_view_totals (organization_id, article_id, source, views, visitors)
SELECT organization_id, article_id, source, sum(views)::int, count(*)::int
FROM share_views GROUP BY organization_id, article_id, source;--> statement-breakpoint
INSERT INTO view_days (organization_id, source, day, views, visitors)
SELECT organization_id, source, viewed_on, sum(views)::int, count(DISTINCT visitor_hash)::int
FROM share_views GROUP BY organization_id, source, viewed_on;
