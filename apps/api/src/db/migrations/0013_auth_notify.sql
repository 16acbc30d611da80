-- Decision 511: every instance caches session checks for a few seconds and drops them when these triggers say an
-- account, its sessions or its rights changed. The payload is the user's id, or '*' when a role's rights change.
CREATE OR REPLACE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_ARGV[0] = '*' THEN
    PERFORM pg_notify('auth_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    changed := to_jsonb(OLD);
  ELSE
    changed := to_jsonb(NEW);
  END IF;
  PERFORM pg_notify('auth_changed', changed ->> TG_ARGV[0]);
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) ->> TG_ARGV[0]) IS DISTINCT FROM (changed ->> TG_ARGV[0]) THEN
    PERFORM pg_notify('auth_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION notify_auth_changed('id');
--> statement-breakpoint
-- last_used_at moves every minute of use and changes nothing about access: not listed.
CREATE TRIGGER sessions_auth_changed AFTER UPDATE OF "revoked_at", "expires_at", "user_id" OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION notify_auth_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER user_permissions_auth_changed AFTER INSERT OR UPDATE OR DELETE ON "user_permissions"
  FOR EACH ROW EXECUTE FUNCTION notify_auth_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER role_permissions_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed('*');
