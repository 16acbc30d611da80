-- Decision 427 (strengthens decision 400): even the retention pruning's flag `app.audit_prune` cannot delete an
-- audit entry younger than 30 days by the database's clock. A connection that sets the flag (the limit decision 400
-- records) can no longer erase recent traces; UPDATE and TRUNCATE stay refused. The IFs are nested because a
-- statement-level (TRUNCATE) call has no OLD row to read. PostgreSQL 15 and PGlite (18) alike.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND coalesce(current_setting('app.audit_prune', true), '') = 'on' THEN
    IF OLD.at > now() - interval '30 days' THEN
      RAISE EXCEPTION 'audit_log is append-only: entry % is younger than 30 days', OLD.id
        USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
-- The sign-in log lives in the same table, so its retention cannot be shorter than 30 days any more (the settings
-- schema's minimum moves from 7 to 30). A stored shorter value would no longer fit the schema and the whole
-- retention section would read as its defaults; lift it to 30 instead, with a new version (instances reload) and an
-- audit entry saying so.
WITH lifted AS (
  UPDATE settings s
  SET value = jsonb_set(s.value, '{sign_in_days}', '30'::jsonb),
      version = nextval('settings_version_seq'),
      updated_at = now(),
      updated_by = NULL
  FROM settings old
  WHERE old.key = s.key
    AND s.key = 'retention'
    AND jsonb_typeof(s.value -> 'sign_in_days') = 'number'
    AND (s.value ->> 'sign_in_days')::numeric < 30
  RETURNING old.value -> 'sign_in_days' AS before
)
INSERT INTO audit_log (at, action, target_type, target_id, target_label, changes)
SELECT now(), 'settings.changed', 'settings', 'retention', 'retention',
  jsonb_build_object('sign_in_days', jsonb_build_object('before', before, 'after', 30))
FROM lifted;
--> statement-breakpoint
-- Where staff found a sourced candidate: an item of the settings' candidate sources (issue 9).
ALTER TABLE "candidates" ADD COLUMN IF NOT EXISTS "source_detail" text;
