CREATE TABLE "article_tags" (
	"organization_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "article_tags_article_id_tag_id_pk" PRIMARY KEY("article_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "article_translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"language" text NOT NULL,
	"title" text,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"language" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content_type" text DEFAULT 'STEP_BY_STEP_GUIDE' NOT NULL,
	"media_output" jsonb,
	"failure_reason" text,
	"finished_at" timestamp with time zone,
	"has_audio" boolean DEFAULT false NOT NULL,
	"generation_stage" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"creator_id" uuid,
	"title" text NOT NULL,
	"article_type" text NOT NULL,
	"is_publicly_shared" boolean DEFAULT false NOT NULL,
	"sharing_id" text,
	"public_group_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active_version_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"source" text DEFAULT 'SHARED' NOT NULL,
	"viewed_on" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "step_annotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"position_x" integer NOT NULL,
	"position_y" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"article_version_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"image_raw_key" text,
	"image_processed_key" text,
	"context_width" integer,
	"context_height" integer,
	"position_x" double precision,
	"position_y" double precision,
	"end_position_x" double precision,
	"end_position_y" double precision,
	"action" text,
	"page_url" text,
	"page_title" text,
	"element_label" text,
	"element_role" text,
	"typed_value" text,
	"hide_action_pointer" boolean DEFAULT false NOT NULL,
	"apply_image_changes_to_gif" boolean DEFAULT false NOT NULL,
	"hide_step_number" boolean DEFAULT false NOT NULL,
	"zoom_level" numeric(4, 2) DEFAULT 1 NOT NULL,
	"zoom_anchor_x" double precision DEFAULT 50 NOT NULL,
	"zoom_anchor_y" double precision DEFAULT 50 NOT NULL,
	"audio_start_time" integer,
	"audio_end_time" integer,
	"transcription" text,
	"summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_tag_id_organization_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."organization_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_translations" ADD CONSTRAINT "article_translations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_translations" ADD CONSTRAINT "article_translations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_versions" ADD CONSTRAINT "article_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_versions" ADD CONSTRAINT "article_versions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_active_version_id_article_versions_id_fk" FOREIGN KEY ("active_version_id") REFERENCES "public"."article_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_images" ADD CONSTRAINT "external_images_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_images" ADD CONSTRAINT "external_images_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_views" ADD CONSTRAINT "share_views_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_views" ADD CONSTRAINT "share_views_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_annotations" ADD CONSTRAINT "step_annotations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_annotations" ADD CONSTRAINT "step_annotations_step_id_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "steps" ADD CONSTRAINT "steps_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "steps" ADD CONSTRAINT "steps_article_version_id_article_versions_id_fk" FOREIGN KEY ("article_version_id") REFERENCES "public"."article_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_tags_org_article_idx" ON "article_tags" USING btree ("organization_id","article_id");--> statement-breakpoint
CREATE INDEX "article_tags_tag_idx" ON "article_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "article_translations_org_article_idx" ON "article_translations" USING btree ("organization_id","article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "article_translations_article_language_key" ON "article_translations" USING btree ("article_id","language");--> statement-breakpoint
CREATE INDEX "article_versions_org_article_idx" ON "article_versions" USING btree ("organization_id","article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "article_versions_article_version_key" ON "article_versions" USING btree ("article_id","version");--> statement-breakpoint
CREATE INDEX "articles_org_created_idx" ON "articles" USING btree ("organization_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "articles_org_group_idx" ON "articles" USING btree ("organization_id","public_group_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_sharing_id_key" ON "articles" USING btree ("sharing_id");--> statement-breakpoint
CREATE INDEX "external_images_org_article_idx" ON "external_images" USING btree ("organization_id","article_id","created_at");--> statement-breakpoint
CREATE INDEX "share_views_org_article_day_idx" ON "share_views" USING btree ("organization_id","article_id","viewed_on");--> statement-breakpoint
CREATE INDEX "share_views_org_day_idx" ON "share_views" USING btree ("organization_id","viewed_on");--> statement-breakpoint
CREATE INDEX "step_annotations_org_step_idx" ON "step_annotations" USING btree ("organization_id","step_id","sort_order");--> statement-breakpoint
CREATE INDEX "steps_org_version_idx" ON "steps" USING btree ("organization_id","article_version_id","index");