-- Substring search (ILIKE/LIKE '%…%') over postings and candidates uses trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_search_text_trgm_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops) WHERE status = 'published';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_location_text_trgm_idx" ON "jobs" USING gin ("location_text" gin_trgm_ops) WHERE status = 'published';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "candidates_search_text_trgm_idx" ON "candidates" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "candidates_location_trgm_idx" ON "candidates" USING gin ("location_text" gin_trgm_ops);
