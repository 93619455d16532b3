ALTER TABLE "article_translations" ADD COLUMN "state" text DEFAULT 'MACHINE' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_translations" ADD COLUMN "machine_title" text;--> statement-breakpoint
ALTER TABLE "article_translations" ADD COLUMN "machine_content" text;--> statement-breakpoint
ALTER TABLE "article_translations" ADD COLUMN "machine_source_hash" text;--> statement-breakpoint
ALTER TABLE "article_translations" ADD COLUMN "machine_translated_at" timestamp with time zone;--> statement-breakpoint
UPDATE "article_translations" SET "state" = 'EDITED' WHERE "locked";--> statement-breakpoint
ALTER TABLE "article_translations" DROP COLUMN "locked";
