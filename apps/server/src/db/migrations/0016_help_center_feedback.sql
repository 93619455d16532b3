CREATE TABLE "help_center_feedback" (
	"organization_id" uuid NOT NULL,
	"help_center_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"language" text NOT NULL,
	"day" date NOT NULL,
	"helpful" integer DEFAULT 0 NOT NULL,
	"not_helpful" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "help_center_feedback_help_center_id_article_id_language_day_pk" PRIMARY KEY("help_center_id","article_id","language","day")
);
--> statement-breakpoint
ALTER TABLE "help_center_feedback" ADD CONSTRAINT "help_center_feedback_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_center_feedback" ADD CONSTRAINT "help_center_feedback_help_center_id_help_centers_id_fk" FOREIGN KEY ("help_center_id") REFERENCES "public"."help_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_center_feedback_org_idx" ON "help_center_feedback" USING btree ("organization_id","day");