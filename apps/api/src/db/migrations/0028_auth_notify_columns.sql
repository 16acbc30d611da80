-- hand-written (keep on regeneration)
-- Decision 1004: a sign-in writes last_sign_in_at, which changes nothing about access; the users trigger of decision
-- 511 fired on it anyway, building two jsonb copies of the row and dropping the user's cached sessions on every
-- instance at each sign-in. It now fires only when a column the session check returns or depends on changes.
DROP TRIGGER IF EXISTS users_auth_changed ON "users";
--> statement-breakpoint
CREATE TRIGGER users_auth_changed
  AFTER UPDATE OF "id", "name", "email", "role", "locale", "disabled_at", "email_verified_at", "password_hash",
    "created_at", "updated_at" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION notify_auth_changed('id');
