ALTER TABLE "candidates" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "candidates_anonymise_idx" ON "candidates" USING btree ("updated_at") WHERE anonymised_at is null and not open_to_employers;--> statement-breakpoint
-- Decision 421: the users search's LIKE estimate reads the column's histogram; a finer one lets the planner tell a
-- broad term (walk the sort order, stop after the cap) from a rare one (the trigram index).
ALTER TABLE "users" ALTER COLUMN "search_text" SET STATISTICS 2000;
--> statement-breakpoint
-- Decision 421: newest-first searches walk this index and test the folded text in the index itself (an index-only
-- scan), without reading each account's row; users_created_at_idx stays for the schema's own order.
CREATE INDEX IF NOT EXISTS "users_created_search_idx" ON "users" USING btree ("created_at", "id") INCLUDE ("search_text");
--> statement-breakpoint
-- Decision 420: personal data that reaches an anonymised candidate again (the member edits the profile, uploads a CV,
-- applies; staff merge a record into it) re-arms the job. Any update that does not itself set anonymised_at clears
-- it; a new CV or application clears its candidate's.
CREATE OR REPLACE FUNCTION candidates_rearm_anonymisation() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.anonymised_at IS NOT NULL AND NEW.anonymised_at IS NOT DISTINCT FROM OLD.anonymised_at THEN
    NEW.anonymised_at := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "candidates_rearm_anonymisation" BEFORE UPDATE ON "candidates"
  FOR EACH ROW EXECUTE FUNCTION candidates_rearm_anonymisation();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_data_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidates SET anonymised_at = NULL WHERE id = NEW.candidate_id AND anonymised_at IS NOT NULL;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cv_files_rearm_anonymisation" AFTER INSERT ON "cv_files"
  FOR EACH ROW EXECUTE FUNCTION candidate_data_added();
--> statement-breakpoint
CREATE TRIGGER "applications_rearm_anonymisation" AFTER INSERT ON "applications"
  FOR EACH ROW EXECUTE FUNCTION candidate_data_added();
