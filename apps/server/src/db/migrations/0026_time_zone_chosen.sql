ALTER TABLE "organizations" ADD COLUMN "time_zone_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A zone other than the default was saved by an admin; an organization still on UTC may never have chosen.
UPDATE "organizations" SET "time_zone_chosen" = true WHERE "time_zone" <> 'UTC';
