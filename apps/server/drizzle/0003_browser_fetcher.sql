CREATE TABLE "page_screenshots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"snapshot_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"media_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"image" "bytea" NOT NULL,
	"cells" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_changes" ADD COLUMN "before_screenshot_id" uuid;--> statement-breakpoint
ALTER TABLE "page_changes" ADD COLUMN "after_screenshot_id" uuid;--> statement-breakpoint
ALTER TABLE "page_changes" ADD COLUMN "changed_regions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "fetcher" text DEFAULT 'http' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "wait_for_selector" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "timeout_seconds" integer;--> statement-breakpoint
ALTER TABLE "page_screenshots" ADD CONSTRAINT "page_screenshots_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_screenshots" ADD CONSTRAINT "page_screenshots_snapshot_id_page_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."page_snapshots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "page_screenshots_snapshot_idx" ON "page_screenshots" USING btree ("snapshot_id");--> statement-breakpoint
CREATE INDEX "page_screenshots_page_idx" ON "page_screenshots" USING btree ("page_id");--> statement-breakpoint
ALTER TABLE "page_changes" ADD CONSTRAINT "page_changes_before_screenshot_id_page_screenshots_id_fk" FOREIGN KEY ("before_screenshot_id") REFERENCES "public"."page_screenshots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_changes" ADD CONSTRAINT "page_changes_after_screenshot_id_page_screenshots_id_fk" FOREIGN KEY ("after_screenshot_id") REFERENCES "public"."page_screenshots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_changes_before_screenshot_idx" ON "page_changes" USING btree ("before_screenshot_id") WHERE "page_changes"."before_screenshot_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "page_changes_after_screenshot_idx" ON "page_changes" USING btree ("after_screenshot_id") WHERE "page_changes"."after_screenshot_id" IS NOT NULL;