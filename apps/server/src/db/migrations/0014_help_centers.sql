UPDATE "articles" SET "public_group_id" = NULL WHERE "public_group_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "help_center_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"help_center_id" uuid NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"url" text NOT NULL,
	"icon" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_centers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"slug" text NOT NULL,
	"logo_key" text,
	"primary_color" text NOT NULL,
	"background_color" text NOT NULL,
	"text_color" text NOT NULL,
	"back_to_homepage_url" text,
	"language" text DEFAULT 'en-US' NOT NULL,
	"authentication_type" text DEFAULT 'NONE' NOT NULL,
	"sso_enabled" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"extracted_theme" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"help_center_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_center_links" ADD CONSTRAINT "help_center_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_center_links" ADD CONSTRAINT "help_center_links_help_center_id_help_centers_id_fk" FOREIGN KEY ("help_center_id") REFERENCES "public"."help_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_centers" ADD CONSTRAINT "help_centers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_groups" ADD CONSTRAINT "public_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_groups" ADD CONSTRAINT "public_groups_help_center_id_help_centers_id_fk" FOREIGN KEY ("help_center_id") REFERENCES "public"."help_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_groups" ADD CONSTRAINT "public_groups_parent_id_public_groups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."public_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_center_links_center_idx" ON "help_center_links" USING btree ("help_center_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "help_centers_slug_key" ON "help_centers" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "help_centers_org_idx" ON "help_centers" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "public_groups_center_idx" ON "public_groups" USING btree ("help_center_id","parent_id","sort_order");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_public_group_id_public_groups_id_fk" FOREIGN KEY ("public_group_id") REFERENCES "public"."public_groups"("id") ON DELETE set null ON UPDATE no action;