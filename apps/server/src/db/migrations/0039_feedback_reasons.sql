CREATE TABLE "help_center_feedback_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"help_center_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"language" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_center_feedback_reasons" ADD CONSTRAINT "help_center_feedback_reasons_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_center_feedback_reasons" ADD CONSTRAINT "help_center_feedback_reasons_help_center_id_help_centers_id_fk" FOREIGN KEY ("help_center_id") REFERENCES "public"."help_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_center_feedback_reasons" ADD CONSTRAINT "help_center_feedback_reasons_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_center_feedback_reasons_org_idx" ON "help_center_feedback_reasons" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "help_center_feedback_reasons_article_idx" ON "help_center_feedback_reasons" USING btree ("organization_id","article_id","created_at");