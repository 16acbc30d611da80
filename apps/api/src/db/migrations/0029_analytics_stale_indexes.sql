-- hand-written (keep on regeneration)
-- The stale pipeline report (decision 908) reads active applications by their last move and groups them by posting
-- and by recruiter: covering indexes let it read the index alone. At the scale seed (1,000,000 applications) the
-- largest company's query falls from 125 to 50 ms and the platform's from 3.3 to 1.0 s (docs/benchmarks.md).
CREATE INDEX IF NOT EXISTS "analytics_facts_stale_idx" ON "analytics_application_facts" ("last_move_at")
  INCLUDE ("job_id", "last_mover_id", "job_owner_id") WHERE stage in ('applied', 'screening', 'interview', 'offer');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_facts_company_stale_idx" ON "analytics_application_facts" ("company_id", "last_move_at")
  INCLUDE ("job_id", "last_mover_id", "job_owner_id") WHERE stage in ('applied', 'screening', 'interview', 'offer');
