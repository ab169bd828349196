DROP INDEX "activity_project_idx";--> statement-breakpoint
DROP INDEX "activity_competitor_idx";--> statement-breakpoint
DROP INDEX "activity_page_idx";--> statement-breakpoint
CREATE INDEX "activity_project_idx" ON "activity_events" USING btree ("project_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_competitor_idx" ON "activity_events" USING btree ("competitor_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_page_idx" ON "activity_events" USING btree ("page_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);