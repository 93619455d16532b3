ALTER TABLE "help_centers" ADD COLUMN "published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Help centers made before drafts existed were public from the start: they stay published.
UPDATE "help_centers" SET "published" = true;
