ALTER TABLE "help_centers" ADD COLUMN "header_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "help_centers" ADD COLUMN "footer_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "help_centers" ADD COLUMN "custom_css" text DEFAULT '' NOT NULL;