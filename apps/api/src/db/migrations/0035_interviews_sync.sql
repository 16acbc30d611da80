ALTER TABLE "interviews" ADD COLUMN "representation_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "interviews_representation_updated_idx" ON "interviews" USING btree ("representation_updated_at","id");--> statement-breakpoint
CREATE INDEX "interviews_created_by_idx" ON "interviews" USING btree ("created_by");--> statement-breakpoint
-- hand-written (keep on regeneration)
--> statement-breakpoint
-- Decision 1123: an interview's representation_updated_at is the last change of anything GET /api/manage/interviews
-- returns for it. Until now that was its own updated_at.
UPDATE "interviews" SET "representation_updated_at" = "updated_at";
--> statement-breakpoint
-- Its own changes: set on insert, moved with updated_at (schedule, reschedule, cancel), never backwards.
CREATE OR REPLACE FUNCTION interviews_representation_own() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.representation_updated_at := NEW.updated_at;
  ELSE
    NEW.representation_updated_at := greatest(OLD.representation_updated_at, NEW.updated_at);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER interviews_representation_insert BEFORE INSERT ON interviews
  FOR EACH ROW EXECUTE FUNCTION interviews_representation_own();
--> statement-breakpoint
CREATE TRIGGER interviews_representation_update BEFORE UPDATE ON interviews
  FOR EACH ROW WHEN (OLD.updated_at IS DISTINCT FROM NEW.updated_at) EXECUTE FUNCTION interviews_representation_own();
--> statement-breakpoint
-- What it embeds, changed in the statement that changes it, whichever service, job or cascade runs it: the time is
-- the changed row's updated_at as the application wrote it (its clock), or the statement's time when a change left
-- updated_at as it was (a deleted user has none).
CREATE OR REPLACE FUNCTION interviews_representation_embedded() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stamp timestamptz;
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- A deleted user leaves the interviewers, or the organizer goes to null (BEFORE: the rows still say which).
    stamp := statement_timestamp();
    UPDATE interviews SET representation_updated_at = stamp
      WHERE representation_updated_at < stamp
        AND (created_by = OLD.id OR id IN (SELECT interview_id FROM interview_interviewers WHERE user_id = OLD.id));
    RETURN OLD;
  END IF;
  stamp := CASE WHEN NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN NEW.updated_at ELSE statement_timestamp() END;
  IF TG_TABLE_NAME = 'applications' THEN
    UPDATE interviews SET representation_updated_at = stamp
      WHERE application_id = NEW.id AND representation_updated_at < stamp;
  ELSIF TG_TABLE_NAME = 'jobs' THEN
    UPDATE interviews i SET representation_updated_at = stamp FROM applications a
      WHERE a.job_id = NEW.id AND i.application_id = a.id AND i.representation_updated_at < stamp;
  ELSIF TG_TABLE_NAME = 'candidates' THEN
    UPDATE interviews i SET representation_updated_at = stamp FROM applications a
      WHERE a.candidate_id = NEW.id AND i.application_id = a.id AND i.representation_updated_at < stamp;
  ELSE
    -- users: an interviewer shows its name and e-mail, the organizer its name.
    UPDATE interviews SET representation_updated_at = stamp
      WHERE representation_updated_at < stamp
        AND ((created_by = NEW.id AND OLD.name IS DISTINCT FROM NEW.name)
          OR id IN (SELECT interview_id FROM interview_interviewers WHERE user_id = NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The application object: every field (its updated_at included), so any change that moves it.
CREATE TRIGGER interviews_follow_application AFTER UPDATE ON applications FOR EACH ROW
  WHEN (OLD.updated_at IS DISTINCT FROM NEW.updated_at OR OLD.stage IS DISTINCT FROM NEW.stage
    OR OLD.job_id IS DISTINCT FROM NEW.job_id OR OLD.candidate_id IS DISTINCT FROM NEW.candidate_id)
  EXECUTE FUNCTION interviews_representation_embedded();
--> statement-breakpoint
-- The job object: id, title, status, location.
CREATE TRIGGER interviews_follow_job AFTER UPDATE ON jobs FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.status IS DISTINCT FROM NEW.status
    OR OLD.location IS DISTINCT FROM NEW.location)
  EXECUTE FUNCTION interviews_representation_embedded();
--> statement-breakpoint
-- The candidate object: id, name.
CREATE TRIGGER interviews_follow_candidate AFTER UPDATE ON candidates FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION interviews_representation_embedded();
--> statement-breakpoint
-- The interviewers (id, name, e-mail) and the organizer (id, name).
CREATE TRIGGER interviews_follow_user AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION interviews_representation_embedded();
--> statement-breakpoint
CREATE TRIGGER interviews_follow_user_delete BEFORE DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION interviews_representation_embedded();
