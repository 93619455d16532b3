ALTER TABLE "help_centers" ADD COLUMN "custom_domain" text;--> statement-breakpoint
CREATE UNIQUE INDEX "help_centers_custom_domain_key" ON "help_centers" USING btree ("custom_domain");