ALTER TABLE "share_views" ADD COLUMN "views" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- One row per article, source, day and visitor from here on: the first view's row keeps the number of all of them.
UPDATE "share_views" AS "kept" SET "views" = "grouped"."views"
FROM (
  SELECT (array_agg("id" ORDER BY "created_at", "id"))[1] AS "id", count(*)::integer AS "views"
  FROM "share_views"
  GROUP BY "organization_id", "article_id", "source", "viewed_on", "visitor_hash"
  HAVING count(*) > 1
) AS "grouped"
WHERE "kept"."id" = "grouped"."id";--> statement-breakpoint
DELETE FROM "share_views" AS "later"
WHERE EXISTS (
  SELECT 1 FROM "share_views" AS "first"
  WHERE "first"."organization_id" = "later"."organization_id"
    AND "first"."article_id" = "later"."article_id"
    AND "first"."source" = "later"."source"
    AND "first"."viewed_on" = "later"."viewed_on"
    AND "first"."visitor_hash" = "later"."visitor_hash"
    AND ("first"."created_at", "first"."id") < ("later"."created_at", "later"."id")
);--> statement-breakpoint
DROP INDEX "share_views_org_article_day_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "share_views_visitor_day_key" ON "share_views" USING btree ("organization_id","article_id","source","viewed_on","visitor_hash");
