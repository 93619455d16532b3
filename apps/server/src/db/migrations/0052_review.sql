CREATE TABLE "article_review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"requester_id" uuid,
	"reviewer_id" uuid,
	"revision_id" uuid,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"remark" text,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "published_revision_id" uuid;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "is_reviewer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "publishing_needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "article_review_requests" ADD CONSTRAINT "article_review_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_review_requests" ADD CONSTRAINT "article_review_requests_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_review_requests" ADD CONSTRAINT "article_review_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_review_requests" ADD CONSTRAINT "article_review_requests_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_review_requests" ADD CONSTRAINT "article_review_requests_revision_id_article_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."article_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_review_requests" ADD CONSTRAINT "article_review_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_review_requests_open_key" ON "article_review_requests" USING btree ("article_id") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "article_review_requests_org_status_idx" ON "article_review_requests" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE INDEX "article_review_requests_article_idx" ON "article_review_requests" USING btree ("organization_id","article_id","created_at");--> statement-breakpoint
-- Hand-written (issue 48, published text): the foreign key of articles.published_revision_id (not
-- in the schema: articles.ts and articleRevisions.ts would import each other), and for articles
-- published now whose newest revision is their publish (nothing edited since), that revision as
-- what readers see. Others keep showing their current text until they are published again.
ALTER TABLE "articles" ADD CONSTRAINT "articles_published_revision_id_fk" FOREIGN KEY ("published_revision_id") REFERENCES "public"."article_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "articles" a SET "published_revision_id" = r.id
FROM (
  SELECT DISTINCT ON (article_id) id, article_id, kind FROM "article_revisions"
  ORDER BY article_id, created_at DESC, id DESC
) r
WHERE r.article_id = a.id AND r.kind = 'publish' AND a.is_publicly_shared;
