ALTER TABLE "public_groups" ADD COLUMN "icon" text;--> statement-breakpoint
ALTER TABLE "public_groups" ADD COLUMN "description" text;