ALTER TABLE "jobs" ADD COLUMN "batch_key" text;--> statement-breakpoint
CREATE INDEX "jobs_batch_key_idx" ON "jobs" USING btree ("batch_key") WHERE "jobs"."status" = 'queued';