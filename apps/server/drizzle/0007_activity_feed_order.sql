DROP INDEX "activity_project_idx";--> statement-breakpoint
CREATE INDEX "activity_project_idx" ON "activity_events" USING btree ("project_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);