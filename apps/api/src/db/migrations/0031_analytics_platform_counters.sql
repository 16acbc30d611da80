-- hand-written (keep on regeneration)
-- Decisions 913-915: summaries without the posting dimension for the reports of a whole company or the platform, kept
-- by statement triggers on the rollups (so every writer of the rollups, the cascades included, keeps them in step), and
-- a stale summary whose cutoff a background round moves. At the scale seed (1,000,000 applications) the per-posting
-- counters of decision 912 barely compress; these do (docs/benchmarks.md).
CREATE TABLE "analytics_created_counts" (
	"day" date NOT NULL,
	"company_id" uuid,
	"source" text NOT NULL,
	"n" integer NOT NULL,
	"screening" integer NOT NULL,
	"interview" integer NOT NULL,
	"offer" integer NOT NULL,
	"hired" integer NOT NULL,
	CONSTRAINT "analytics_created_counts_key" UNIQUE NULLS NOT DISTINCT ("day", "company_id", "source")
);
--> statement-breakpoint
CREATE INDEX "analytics_created_counts_company_idx" ON "analytics_created_counts" ("company_id", "day");
--> statement-breakpoint
-- metric 'stage': applications per stage now (k1 the stage, no day); 'offer': by the day of the first move to Offer or
-- beyond, k1 the outcome (accepted, declined, rejected, pending; decision 902), k2 the decline reason; 'rejected': by
-- the day of the rejection, k1 the reason, k2 the stage rejected from; 'open': stays still open per stage (no day).
CREATE TABLE "analytics_outcome_counts" (
	"metric" text NOT NULL,
	"day" date,
	"company_id" uuid,
	"k1" text,
	"k2" text,
	"n" integer NOT NULL,
	CONSTRAINT "analytics_outcome_counts_key" UNIQUE NULLS NOT DISTINCT ("metric", "day", "company_id", "k1", "k2")
);
--> statement-breakpoint
CREATE INDEX "analytics_outcome_counts_company_idx" ON "analytics_outcome_counts" ("company_id", "metric", "day");
--> statement-breakpoint
-- The stale pipeline (decision 915): active applications whose last move is before `cutoff`, per posting and per
-- recruiter. The background round moves the cutoff to now - 30 days; a report adds the few facts between the two.
CREATE TABLE "analytics_stale_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"cutoff" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_stale_counts" (
	"kind" text NOT NULL,
	"company_id" uuid,
	"id" uuid,
	"n" integer NOT NULL,
	CONSTRAINT "analytics_stale_counts_key" UNIQUE NULLS NOT DISTINCT ("kind", "company_id", "id")
);
--> statement-breakpoint
CREATE INDEX "analytics_stale_counts_top_idx" ON "analytics_stale_counts" ("kind", "n" DESC, "id");
--> statement-breakpoint
CREATE INDEX "analytics_stale_counts_company_top_idx" ON "analytics_stale_counts" ("company_id", "kind", "n" DESC, "id");
--> statement-breakpoint
-- The overview's postings of the screen's periods ending today (decision 914): per posting, the applications created
-- on or after each anchor day (7, 30 and 90 days back, the quarter's first day), which the round moves each day.
CREATE TABLE "analytics_posting_anchors" (
	"slot" text PRIMARY KEY NOT NULL,
	"start_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_posting_since" (
	"slot" text NOT NULL,
	"company_id" uuid,
	"job_id" uuid NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "analytics_posting_since_key" UNIQUE NULLS NOT DISTINCT ("slot", "company_id", "job_id")
);
--> statement-breakpoint
CREATE INDEX "analytics_posting_since_top_idx" ON "analytics_posting_since" ("slot", "n" DESC, "job_id");
--> statement-breakpoint
CREATE INDEX "analytics_posting_since_company_top_idx" ON "analytics_posting_since" ("slot", "company_id", "n" DESC, "job_id");
--> statement-breakpoint
-- The exact numbers of the listed postings.
CREATE INDEX "analytics_daily_counts_job_day_idx" ON "analytics_daily_counts" ("job_id", "day");
--> statement-breakpoint
-- The medians read narrow covering indexes (index-only scans) rather than the rows.
CREATE INDEX "analytics_facts_hired_cover_idx" ON "analytics_application_facts" ("hired_at")
  INCLUDE ("created_at", "job_id") WHERE hired_at is not null;
--> statement-breakpoint
CREATE INDEX "analytics_facts_company_hired_cover_idx" ON "analytics_application_facts" ("company_id", "hired_at")
  INCLUDE ("created_at", "job_id") WHERE hired_at is not null;
--> statement-breakpoint
DROP INDEX IF EXISTS "analytics_facts_hired_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "analytics_facts_company_hired_idx";
--> statement-breakpoint
CREATE INDEX "analytics_stays_done_idx" ON "analytics_stage_stays" ("left_at")
  INCLUDE ("stage", "entered_at") WHERE left_at is not null;
--> statement-breakpoint
CREATE INDEX "analytics_stays_company_done_idx" ON "analytics_stage_stays" ("company_id", "left_at")
  INCLUDE ("stage", "entered_at") WHERE left_at is not null;
--> statement-breakpoint
CREATE INDEX "analytics_stays_open_stage_idx" ON "analytics_stage_stays" ("stage", "entered_at") WHERE left_at is null;
--> statement-breakpoint
-- The medians and time to fill of a listed posting.
CREATE INDEX "analytics_facts_job_hired_idx" ON "analytics_application_facts" ("job_id", "hired_at")
  INCLUDE ("created_at") WHERE hired_at is not null;
--> statement-breakpoint
-- The oldest stale application of a listed posting.
CREATE INDEX "analytics_facts_job_active_idx" ON "analytics_application_facts" ("job_id", "last_move_at")
  WHERE stage in ('applied', 'screening', 'interview', 'offer');
--> statement-breakpoint
-- The changes of one statement on the facts, aggregated, in key order (like decision 912's counters). The stale part
-- first takes the shared lock that the round takes exclusively (decision 915), so the cutoff it reads stays put.
CREATE OR REPLACE FUNCTION analytics_scope_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text;
  cut timestamptz;
BEGIN
  delta := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT r.*, 1 AS d FROM new_rows r'
    WHEN 'DELETE' THEN 'SELECT r.*, -1 AS d FROM old_rows r'
    ELSE 'SELECT r.*, 1 AS d FROM new_rows r UNION ALL SELECT r.*, -1 FROM old_rows r'
  END;
  PERFORM pg_advisory_xact_lock_shared(915915);
  SELECT s.cutoff INTO cut FROM analytics_stale_state s;
  EXECUTE format('WITH x AS (%s)
    INSERT INTO analytics_created_counts AS c (day, company_id, source, n, screening, interview, offer, hired)
    SELECT (x.created_at AT TIME ZONE ''Asia/Ho_Chi_Minh'')::date, x.company_id, x.source, sum(x.d),
      coalesce(sum(x.d) FILTER (WHERE x.reached_screening_at IS NOT NULL), 0),
      coalesce(sum(x.d) FILTER (WHERE x.reached_interview_at IS NOT NULL), 0),
      coalesce(sum(x.d) FILTER (WHERE x.reached_offer_at IS NOT NULL), 0),
      coalesce(sum(x.d) FILTER (WHERE x.reached_hired_at IS NOT NULL), 0)
    FROM x GROUP BY 1, 2, 3
    HAVING sum(x.d) <> 0 OR sum(x.d) FILTER (WHERE x.reached_screening_at IS NOT NULL) <> 0
      OR sum(x.d) FILTER (WHERE x.reached_interview_at IS NOT NULL) <> 0
      OR sum(x.d) FILTER (WHERE x.reached_offer_at IS NOT NULL) <> 0
      OR sum(x.d) FILTER (WHERE x.reached_hired_at IS NOT NULL) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (day, company_id, source) DO UPDATE SET n = c.n + excluded.n,
      screening = c.screening + excluded.screening, interview = c.interview + excluded.interview,
      offer = c.offer + excluded.offer, hired = c.hired + excluded.hired', delta);
  EXECUTE format('WITH x AS (%s)
    INSERT INTO analytics_outcome_counts AS c (metric, day, company_id, k1, k2, n)
    SELECT y.metric, y.day, y.company_id, y.k1, y.k2, sum(y.d) FROM (
      SELECT ''stage'' AS metric, NULL::date AS day, x.company_id, x.stage AS k1, NULL::text AS k2, x.d FROM x
      UNION ALL
      SELECT ''offer'', (x.reached_offer_at AT TIME ZONE ''Asia/Ho_Chi_Minh'')::date, x.company_id,
        CASE WHEN x.offer_outcome = ''accepted'' OR x.reached_hired_at IS NOT NULL THEN ''accepted''
          WHEN x.offer_outcome = ''declined'' THEN ''declined''
          WHEN x.offer_outcome IS NULL AND x.stage IN (''rejected'', ''withdrawn'') THEN ''rejected''
          ELSE ''pending'' END,
        CASE WHEN x.offer_outcome = ''declined'' AND x.reached_hired_at IS NULL THEN x.offer_decline_reason END, x.d
      FROM x WHERE x.reached_offer_at IS NOT NULL
      UNION ALL
      SELECT ''rejected'', (x.rejected_at AT TIME ZONE ''Asia/Ho_Chi_Minh'')::date, x.company_id, x.rejection_reason,
        x.rejected_from, x.d
      FROM x WHERE x.rejected_at IS NOT NULL
    ) y GROUP BY 1, 2, 3, 4, 5 HAVING sum(y.d) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (metric, day, company_id, k1, k2) DO UPDATE SET n = c.n + excluded.n', delta);
  EXECUTE format('WITH x AS (%s)
    INSERT INTO analytics_stale_counts AS c (kind, company_id, id, n)
    SELECT y.kind, y.company_id, y.id, sum(y.d) FROM (
      SELECT ''job'' AS kind, x.company_id, x.job_id AS id, x.d FROM x
      WHERE x.stage IN (''applied'', ''screening'', ''interview'', ''offer'') AND x.last_move_at < $1
      UNION ALL
      SELECT ''user'', x.company_id, coalesce(x.last_mover_id, x.job_owner_id), x.d FROM x
      WHERE x.stage IN (''applied'', ''screening'', ''interview'', ''offer'') AND x.last_move_at < $1
    ) y GROUP BY 1, 2, 3 HAVING sum(y.d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (kind, company_id, id) DO UPDATE SET n = c.n + excluded.n', delta) USING cut;
  EXECUTE format('WITH x AS (%s)
    INSERT INTO analytics_posting_since AS c (slot, company_id, job_id, n)
    SELECT a.slot, x.company_id, x.job_id, sum(x.d) FROM x
    JOIN analytics_posting_anchors a ON (x.created_at AT TIME ZONE ''Asia/Ho_Chi_Minh'')::date >= a.start_day
    GROUP BY 1, 2, 3 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (slot, company_id, job_id) DO UPDATE SET n = c.n + excluded.n', delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Stays still open, per company and stage.
CREATE OR REPLACE FUNCTION analytics_open_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text;
BEGIN
  delta := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT r.company_id, r.stage, 1 AS d FROM new_rows r WHERE r.left_at IS NULL'
    WHEN 'DELETE' THEN 'SELECT r.company_id, r.stage, -1 AS d FROM old_rows r WHERE r.left_at IS NULL'
    ELSE 'SELECT r.company_id, r.stage, 1 AS d FROM new_rows r WHERE r.left_at IS NULL
      UNION ALL SELECT r.company_id, r.stage, -1 FROM old_rows r WHERE r.left_at IS NULL'
  END;
  EXECUTE format('INSERT INTO analytics_outcome_counts AS c (metric, day, company_id, k1, k2, n)
    SELECT ''open'', NULL::date, x.company_id, x.stage, NULL::text, sum(x.d) FROM (%s) x
    GROUP BY 3, 4 HAVING sum(x.d) <> 0 ORDER BY 3, 4
    ON CONFLICT (metric, day, company_id, k1, k2) DO UPDATE SET n = c.n + excluded.n', delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Backfill from the rollups already there, then the triggers.
INSERT INTO analytics_stale_state (id, cutoff) VALUES (1, now() - interval '30 days');
--> statement-breakpoint
INSERT INTO analytics_posting_anchors (slot, start_day)
  SELECT v.slot, v.start_day FROM (SELECT (now() AT TIME ZONE 'Asia/Ho_Chi_Minh')::date AS today) t,
  LATERAL (VALUES ('7', t.today - 6), ('30', t.today - 29), ('90', t.today - 89),
    ('quarter', date_trunc('quarter', t.today)::date)) v(slot, start_day);
--> statement-breakpoint
INSERT INTO analytics_posting_since (slot, company_id, job_id, n)
  SELECT a.slot, f.company_id, f.job_id, count(*) FROM analytics_application_facts f
  JOIN analytics_posting_anchors a ON f.created_at >= (a.start_day::timestamp AT TIME ZONE 'Asia/Ho_Chi_Minh')
  GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO analytics_created_counts (day, company_id, source, n, screening, interview, offer, hired)
  SELECT (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, company_id, source, count(*), count(reached_screening_at),
    count(reached_interview_at), count(reached_offer_at), count(reached_hired_at)
  FROM analytics_application_facts GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO analytics_outcome_counts (metric, day, company_id, k1, k2, n)
  SELECT 'stage', NULL::date, company_id, stage, NULL::text, count(*) FROM analytics_application_facts GROUP BY 3, 4
  UNION ALL
  SELECT 'offer', (reached_offer_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, company_id,
    CASE WHEN offer_outcome = 'accepted' OR reached_hired_at IS NOT NULL THEN 'accepted'
      WHEN offer_outcome = 'declined' THEN 'declined'
      WHEN offer_outcome IS NULL AND stage IN ('rejected', 'withdrawn') THEN 'rejected'
      ELSE 'pending' END,
    CASE WHEN offer_outcome = 'declined' AND reached_hired_at IS NULL THEN offer_decline_reason END, count(*)
  FROM analytics_application_facts WHERE reached_offer_at IS NOT NULL GROUP BY 2, 3, 4, 5
  UNION ALL
  SELECT 'rejected', (rejected_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, company_id, rejection_reason, rejected_from,
    count(*)
  FROM analytics_application_facts WHERE rejected_at IS NOT NULL GROUP BY 2, 3, 4, 5
  UNION ALL
  SELECT 'open', NULL::date, company_id, stage, NULL::text, count(*) FROM analytics_stage_stays
  WHERE left_at IS NULL GROUP BY 3, 4;
--> statement-breakpoint
INSERT INTO analytics_stale_counts (kind, company_id, id, n)
  SELECT 'job', company_id, job_id, count(*) FROM analytics_application_facts
  WHERE stage IN ('applied', 'screening', 'interview', 'offer') AND last_move_at < now() - interval '30 days'
  GROUP BY 2, 3
  UNION ALL
  SELECT 'user', company_id, coalesce(last_mover_id, job_owner_id), count(*) FROM analytics_application_facts
  WHERE stage IN ('applied', 'screening', 'interview', 'offer') AND last_move_at < now() - interval '30 days'
  GROUP BY 2, 3;
--> statement-breakpoint
-- "analytics_a…" fires before decision 912's "analytics_counts_…": the shared lock comes before any counter row lock.
CREATE TRIGGER analytics_a_scope_insert AFTER INSERT ON analytics_application_facts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_scope_counts_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_a_scope_update AFTER UPDATE ON analytics_application_facts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_scope_counts_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_a_scope_delete AFTER DELETE ON analytics_application_facts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_scope_counts_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_open_insert AFTER INSERT ON analytics_stage_stays
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_open_counts_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_open_update AFTER UPDATE ON analytics_stage_stays
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_open_counts_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_open_delete AFTER DELETE ON analytics_stage_stays
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_open_counts_apply();
