ALTER TABLE "help_centers" ADD COLUMN "sso_issuer" text;--> statement-breakpoint
ALTER TABLE "help_centers" ADD COLUMN "sso_client_id" text;--> statement-breakpoint
ALTER TABLE "help_centers" ADD COLUMN "sso_client_secret_sealed" text;--> statement-breakpoint
ALTER TABLE "help_centers" ADD COLUMN "sso_allowed_domains" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "help_centers" ADD COLUMN "sso_claim_name" text;--> statement-breakpoint
ALTER TABLE "help_centers" ADD COLUMN "sso_claim_value" text;--> statement-breakpoint
ALTER TABLE "help_centers" ADD COLUMN "sso_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "help_centers" ADD COLUMN "sso_version" integer DEFAULT 0 NOT NULL;