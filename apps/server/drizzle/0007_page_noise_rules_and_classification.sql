ALTER TABLE "page_changes" ADD COLUMN "classification" jsonb;--> statement-breakpoint
ALTER TABLE "page_changes" ADD COLUMN "alerted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "page_snapshots" ADD COLUMN "structure" jsonb;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "ignore_rules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "ignore_presets" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "remove_selectors" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "alert_on" text DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "min_changed_lines" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "keyword_alerts" text DEFAULT 'appear' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "keywords_only" boolean DEFAULT false NOT NULL;