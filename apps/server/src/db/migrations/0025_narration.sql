ALTER TABLE "article_versions" ADD COLUMN "transcription_status" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "share_audio" boolean DEFAULT false NOT NULL;