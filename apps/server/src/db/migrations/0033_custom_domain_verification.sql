ALTER TABLE "help_centers" ADD COLUMN "domain_token" text;--> statement-breakpoint
ALTER TABLE "help_centers" ADD COLUMN "domain_status" text;--> statement-breakpoint
ALTER TABLE "help_centers" ADD COLUMN "domain_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "help_centers" ADD COLUMN "domain_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "help_centers" ADD COLUMN "domain_verified_by" text;--> statement-breakpoint
ALTER TABLE "help_centers" ADD COLUMN "domain_failure_reason" text;--> statement-breakpoint
-- Hand-written backfill: a domain set before verification existed serves nothing until its DNS record carries a fresh token.
UPDATE "help_centers" SET "domain_status" = 'PENDING', "domain_token" = replace(gen_random_uuid()::text, '-', '') WHERE "custom_domain" IS NOT NULL;
