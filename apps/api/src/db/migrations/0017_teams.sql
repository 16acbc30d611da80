-- Issue 10 (decision 600): the company, not the single employer, is the tenant of recruitment.
CREATE TABLE "company_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "candidate_unlocks" ADD COLUMN "company_id" uuid;--> statement-breakpoint
-- Every account that recruits, or did (employers, and former employers who own postings), gets a company: the one
-- it set up, or a new one named after its latest posting (empty, "not set up", when it has none). Staff and admin
-- post for others and stay outside companies.
INSERT INTO "companies" ("owner_id", "name", "description", "location", "created_at", "updated_at")
SELECT u.id,
       coalesce((SELECT j.company FROM jobs j WHERE j.owner_id = u.id ORDER BY j.created_at DESC LIMIT 1), ''),
       '', '', u.created_at, now()
FROM users u
WHERE u.role NOT IN ('admin', 'staff')
  AND (u.role = 'employer' OR EXISTS (SELECT 1 FROM jobs j WHERE j.owner_id = u.id))
  AND NOT EXISTS (SELECT 1 FROM companies c WHERE c.owner_id = u.id);
--> statement-breakpoint
-- A company whose owner is no longer an employer is a cancelled package: kept, not active.
UPDATE "companies" c SET "cancelled_at" = now()
FROM users u
WHERE u.id = c.owner_id AND u.role NOT IN ('employer', 'admin', 'staff');
--> statement-breakpoint
-- Each employer owns its one-person company.
INSERT INTO "company_members" ("user_id", "company_id", "role", "joined_at")
SELECT c.owner_id, c.id, 'owner', c.created_at
FROM companies c JOIN users u ON u.id = c.owner_id
WHERE u.role = 'employer';
--> statement-breakpoint
UPDATE "jobs" j SET "company_id" = c.id
FROM companies c JOIN users u ON u.id = c.owner_id
WHERE j.company_id IS NULL AND j.owner_id = c.owner_id AND u.role NOT IN ('admin', 'staff');
--> statement-breakpoint
UPDATE "subscriptions" s SET "company_id" = c.id FROM companies c WHERE c.owner_id = s.user_id;
--> statement-breakpoint
-- Unlocks by an account without a company (staff never unlock: they see every candidate) have no tenant: dropped.
UPDATE "candidate_unlocks" x SET "company_id" = c.id FROM companies c WHERE c.owner_id = x.employer_id;
--> statement-breakpoint
DELETE FROM "candidate_unlocks" WHERE "company_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "candidate_unlocks" DROP CONSTRAINT "candidate_unlocks_employer_id_users_id_fk";--> statement-breakpoint
DROP INDEX "candidate_unlocks_month_idx";--> statement-breakpoint
ALTER TABLE "candidate_unlocks" DROP CONSTRAINT "candidate_unlocks_employer_id_candidate_id_pk";--> statement-breakpoint
ALTER TABLE "candidate_unlocks" ALTER COLUMN "employer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_unlocks" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_unlocks" ADD CONSTRAINT "candidate_unlocks_company_id_candidate_id_pk" PRIMARY KEY("company_id","candidate_id");--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_token_hash_key" ON "company_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_open_key" ON "company_invitations" USING btree ("company_id","email") WHERE accepted_at is null and revoked_at is null;--> statement-breakpoint
CREATE INDEX "company_invitations_company_idx" ON "company_invitations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id","joined_at");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_unlocks" ADD CONSTRAINT "candidate_unlocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_unlocks" ADD CONSTRAINT "candidate_unlocks_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_company_open_key" ON "subscriptions" USING btree ("company_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "companies_cancelled_idx" ON "companies" USING btree ("cancelled_at") WHERE cancelled_at is not null;--> statement-breakpoint
CREATE INDEX "jobs_company_id_idx" ON "jobs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "candidate_unlocks_month_idx" ON "candidate_unlocks" USING btree ("company_id","unlocked_at");--> statement-breakpoint
-- Decision 511: a session's cached account carries its company, role and plan; these changes drop it everywhere.
CREATE TRIGGER company_members_auth_changed AFTER INSERT OR UPDATE OR DELETE ON "company_members"
  FOR EACH ROW EXECUTE FUNCTION notify_auth_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER companies_auth_changed AFTER UPDATE OF "name", "cancelled_at" ON "companies"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed('*');
--> statement-breakpoint
CREATE TRIGGER subscriptions_auth_changed AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed('*');
--> statement-breakpoint
-- Priority display (decision 606): postings of companies whose running package sells it rank above the others.
DROP INDEX "jobs_board_order_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_board_order_idx" ON "jobs" USING btree ("is_featured" DESC NULLS LAST,"priority" DESC NULLS LAST,"posted_date" DESC NULLS LAST,"id") WHERE status = 'published';--> statement-breakpoint
DROP INDEX "jobs_salary_order_idx";--> statement-breakpoint
CREATE INDEX "jobs_salary_order_idx" ON "jobs" USING btree ((coalesce("salary_max", "salary_min")) desc nulls last,"priority" DESC NULLS LAST,"posted_date" DESC NULLS LAST,"id") WHERE status = 'published';--> statement-breakpoint
UPDATE "jobs" j SET "priority" = true
FROM subscriptions s JOIN plans p ON p.id = s.plan_id
WHERE s.company_id = j.company_id AND s.ended_at IS NULL AND p.name IN ('standard', 'premium');
