CREATE TABLE "interview_deletions" (
	"interview_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_deletions_company_id_interview_id_pk" PRIMARY KEY("company_id","interview_id")
);
--> statement-breakpoint
ALTER TABLE "interview_deletions" ADD CONSTRAINT "interview_deletions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_deletions_company_deleted_idx" ON "interview_deletions" USING btree ("company_id","deleted_at","interview_id");--> statement-breakpoint
CREATE INDEX "interview_deletions_deleted_at_idx" ON "interview_deletions" USING btree ("deleted_at");--> statement-breakpoint
-- hand-written (keep on regeneration)
--> statement-breakpoint
-- Decision 1125: a tombstone for each interview that leaves a company's view, written in the statement that removes
-- it, whichever path does (a cascade from its application, its posting or the account owning the posting). Each
-- trigger runs BEFORE the row goes, while the rows that name the company are still there; the first one that sees
-- the company writes the tombstone, and a deeper one of the same cascade finds its parent gone and writes nothing.
CREATE OR REPLACE FUNCTION interview_deletions_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'interviews' THEN
    INSERT INTO interview_deletions (interview_id, company_id, deleted_at)
      SELECT OLD.id, j.company_id, statement_timestamp()
      FROM applications a JOIN jobs j ON j.id = a.job_id JOIN companies c ON c.id = j.company_id
      WHERE a.id = OLD.application_id
      ON CONFLICT (company_id, interview_id) DO NOTHING;
  ELSIF TG_TABLE_NAME = 'applications' THEN
    INSERT INTO interview_deletions (interview_id, company_id, deleted_at)
      SELECT i.id, j.company_id, statement_timestamp()
      FROM interviews i JOIN jobs j ON j.id = OLD.job_id JOIN companies c ON c.id = j.company_id
      WHERE i.application_id = OLD.id
      ON CONFLICT (company_id, interview_id) DO NOTHING;
  ELSE
    INSERT INTO interview_deletions (interview_id, company_id, deleted_at)
      SELECT i.id, c.id, statement_timestamp()
      FROM applications a JOIN interviews i ON i.application_id = a.id JOIN companies c ON c.id = OLD.company_id
      WHERE a.job_id = OLD.id
      ON CONFLICT (company_id, interview_id) DO NOTHING;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER interview_deletions_on_interview BEFORE DELETE ON interviews
  FOR EACH ROW EXECUTE FUNCTION interview_deletions_record();
--> statement-breakpoint
CREATE TRIGGER interview_deletions_on_application BEFORE DELETE ON applications
  FOR EACH ROW EXECUTE FUNCTION interview_deletions_record();
--> statement-breakpoint
CREATE TRIGGER interview_deletions_on_job BEFORE DELETE ON jobs
  FOR EACH ROW WHEN (OLD.company_id IS NOT NULL) EXECUTE FUNCTION interview_deletions_record();
--> statement-breakpoint
-- A posting that leaves a company (staff re-assign it, or the company goes) takes its interviews out of that
-- company's view: a tombstone for the company it left. A posting that joins a company brings its interviews into
-- that company's view: any tombstone the company held for them goes, and their representation_updated_at moves so
-- that company's updated_after sees them (decision 1123's time: the posting's new updated_at, or the statement's).
CREATE OR REPLACE FUNCTION interview_deletions_job_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stamp timestamptz;
BEGIN
  stamp := CASE WHEN NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN NEW.updated_at ELSE statement_timestamp() END;
  IF OLD.company_id IS NOT NULL THEN
    INSERT INTO interview_deletions (interview_id, company_id, deleted_at)
      SELECT i.id, c.id, stamp
      FROM applications a JOIN interviews i ON i.application_id = a.id JOIN companies c ON c.id = OLD.company_id
      WHERE a.job_id = NEW.id
      ON CONFLICT (company_id, interview_id) DO UPDATE SET deleted_at = excluded.deleted_at;
  END IF;
  IF NEW.company_id IS NOT NULL THEN
    DELETE FROM interview_deletions d USING applications a, interviews i
      WHERE a.job_id = NEW.id AND i.application_id = a.id
        AND d.company_id = NEW.company_id AND d.interview_id = i.id;
    UPDATE interviews i SET representation_updated_at = stamp FROM applications a
      WHERE a.job_id = NEW.id AND i.application_id = a.id AND i.representation_updated_at < stamp;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER interview_deletions_job_moved AFTER UPDATE ON jobs FOR EACH ROW
  WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION interview_deletions_job_moved();
