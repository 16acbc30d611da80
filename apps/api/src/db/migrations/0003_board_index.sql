DROP INDEX "applications_job_stage_idx";--> statement-breakpoint
CREATE INDEX "applications_job_stage_created_idx" ON "applications" USING btree ("job_id","stage","created_at","id");