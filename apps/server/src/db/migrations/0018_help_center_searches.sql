CREATE TABLE "help_center_searches" (
	"organization_id" uuid NOT NULL,
	"help_center_id" uuid NOT NULL,
	"language" text NOT NULL,
	"query" text NOT NULL,
	"day" date NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"empty" integer DEFAULT 0 NOT NULL,
	"results" integer DEFAULT 0 NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "help_center_searches_help_center_id_language_query_day_pk" PRIMARY KEY("help_center_id","language","query","day")
);
--> statement-breakpoint
ALTER TABLE "help_center_searches" ADD CONSTRAINT "help_center_searches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_center_searches" ADD CONSTRAINT "help_center_searches_help_center_id_help_centers_id_fk" FOREIGN KEY ("help_center_id") REFERENCES "public"."help_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_center_searches_org_idx" ON "help_center_searches" USING btree ("organization_id","day");