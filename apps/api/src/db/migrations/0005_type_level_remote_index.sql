DROP INDEX "jobs_type_level_idx";--> statement-breakpoint
CREATE INDEX "jobs_type_level_remote_idx" ON "jobs" USING btree ("type","level","is_remote") WHERE status = 'published';