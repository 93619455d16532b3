CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"tat" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_center_search_overflow" (
	"organization_id" uuid NOT NULL,
	"help_center_id" uuid NOT NULL,
	"day" date NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"empty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "help_center_search_overflow_organization_id_help_center_id_day_pk" PRIMARY KEY("organization_id","help_center_id","day")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "ai_answers_per_day" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "help_center_search_overflow" ADD CONSTRAINT "help_center_search_overflow_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_center_search_overflow" ADD CONSTRAINT "help_center_search_overflow_help_center_id_help_centers_id_fk" FOREIGN KEY ("help_center_id") REFERENCES "public"."help_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_buckets_tat_idx" ON "rate_limit_buckets" USING btree ("tat");