CREATE TABLE "analytics_daily_counts" (
	"day" date NOT NULL,
	"company_id" uuid,
	"job_id" uuid NOT NULL,
	"job_owner_id" uuid,
	"source" text NOT NULL,
	"stage" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "analytics_daily_counts_key" UNIQUE NULLS NOT DISTINCT("day","company_id","job_id","job_owner_id","source","stage")
);
--> statement-breakpoint
CREATE TABLE "analytics_stage_counts" (
	"company_id" uuid,
	"job_id" uuid NOT NULL,
	"job_owner_id" uuid,
	"source" text NOT NULL,
	"stage" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "analytics_stage_counts_key" UNIQUE NULLS NOT DISTINCT("company_id","job_id","job_owner_id","source","stage")
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_counts_company_day_idx" ON "analytics_daily_counts" USING btree ("company_id","day");
--> statement-breakpoint
-- hand-written (keep on regeneration)
--> statement-breakpoint
-- Decision 912: the counters follow analytics_application_facts in the statement (and transaction) that changes it:
-- refreshApplicationRollups, the backfill, and a cascade from a deleted application or posting alike. Each statement
-- adds its new rows and takes off its old ones, aggregated and in key order (so two transactions lock counters in the
-- same order).
CREATE OR REPLACE FUNCTION analytics_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols text := '(r.created_at AT TIME ZONE ''Asia/Ho_Chi_Minh'')::date AS day, r.company_id, r.job_id, '
    || 'r.job_owner_id, r.source, r.stage';
  delta text;
BEGIN
  delta := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS d FROM new_rows r', cols)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS d FROM old_rows r', cols)
    ELSE format('SELECT %s, 1 AS d FROM new_rows r UNION ALL SELECT %s, -1 FROM old_rows r', cols, cols)
  END;
  EXECUTE format('INSERT INTO analytics_stage_counts AS c (company_id, job_id, job_owner_id, source, stage, n)
    SELECT company_id, job_id, job_owner_id, source, stage, sum(d) FROM (%s) x
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (company_id, job_id, job_owner_id, source, stage) DO UPDATE SET n = c.n + excluded.n', delta);
  EXECUTE format('INSERT INTO analytics_daily_counts AS c (day, company_id, job_id, job_owner_id, source, stage, n)
    SELECT day, company_id, job_id, job_owner_id, source, stage, sum(d) FROM (%s) x
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (day, company_id, job_id, job_owner_id, source, stage) DO UPDATE SET n = c.n + excluded.n', delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER analytics_counts_insert AFTER INSERT ON analytics_application_facts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_counts_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_counts_update AFTER UPDATE ON analytics_application_facts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_counts_apply();
--> statement-breakpoint
CREATE TRIGGER analytics_counts_delete AFTER DELETE ON analytics_application_facts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_counts_apply();
--> statement-breakpoint
-- Backfill from the facts already there.
INSERT INTO analytics_stage_counts (company_id, job_id, job_owner_id, source, stage, n)
  SELECT company_id, job_id, job_owner_id, source, stage, count(*) FROM analytics_application_facts
  GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO analytics_daily_counts (day, company_id, job_id, job_owner_id, source, stage, n)
  SELECT (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date, company_id, job_id, job_owner_id, source, stage, count(*)
  FROM analytics_application_facts GROUP BY 1, 2, 3, 4, 5, 6;
