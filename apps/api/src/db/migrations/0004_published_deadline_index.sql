-- Counting the public board (published, not past the deadline) reads this index only.
CREATE INDEX IF NOT EXISTS "jobs_published_deadline_idx" ON "jobs" USING btree ("deadline") WHERE status = 'published';
