CREATE TABLE "recording_staged_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"image" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recording_staged_images" ADD CONSTRAINT "recording_staged_images_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recording_staged_images_key_idx" ON "recording_staged_images" USING btree ("organization_id","idempotency_key","image");--> statement-breakpoint
CREATE INDEX "recording_staged_images_created_idx" ON "recording_staged_images" USING btree ("created_at");