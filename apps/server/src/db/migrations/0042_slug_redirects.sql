CREATE TABLE "help_center_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"help_center_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_center_slug_redirects" ADD CONSTRAINT "help_center_slug_redirects_help_center_id_help_centers_id_fk" FOREIGN KEY ("help_center_id") REFERENCES "public"."help_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_center_slug_redirects" ADD CONSTRAINT "help_center_slug_redirects_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_center_slug_redirects_center_idx" ON "help_center_slug_redirects" USING btree ("help_center_id");