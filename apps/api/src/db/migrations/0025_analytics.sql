CREATE TABLE "analytics_application_facts" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid,
	"job_id" uuid NOT NULL,
	"job_owner_id" uuid,
	"source" text NOT NULL,
	"source_channel" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"stage" text NOT NULL,
	"last_move_at" timestamp with time zone NOT NULL,
	"last_mover_id" uuid,
	"reached_screening_at" timestamp with time zone,
	"reached_interview_at" timestamp with time zone,
	"reached_offer_at" timestamp with time zone,
	"reached_hired_at" timestamp with time zone,
	"hired_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"rejected_from" text,
	"rejection_reason" text,
	"withdrawn_at" timestamp with time zone,
	"offer_outcome" text,
	"offer_decline_reason" text
);
--> statement-breakpoint
CREATE TABLE "analytics_stage_stays" (
	"application_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"company_id" uuid,
	"job_id" uuid NOT NULL,
	"job_owner_id" uuid,
	"source" text NOT NULL,
	"stage" text NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "analytics_stage_stays_application_id_seq_pk" PRIMARY KEY("application_id","seq")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "source_channel" text DEFAULT 'board' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "source" text DEFAULT 'Job board' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "source_detail" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "offer_outcome" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "offer_decline_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "offer_outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analytics_application_facts" ADD CONSTRAINT "analytics_application_facts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_stage_stays" ADD CONSTRAINT "analytics_stage_stays_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_facts_company_created_idx" ON "analytics_application_facts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_facts_created_idx" ON "analytics_application_facts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_facts_job_created_idx" ON "analytics_application_facts" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_facts_company_hired_idx" ON "analytics_application_facts" USING btree ("company_id","hired_at") WHERE hired_at is not null;--> statement-breakpoint
CREATE INDEX "analytics_facts_hired_idx" ON "analytics_application_facts" USING btree ("hired_at") WHERE hired_at is not null;--> statement-breakpoint
CREATE INDEX "analytics_facts_company_offer_idx" ON "analytics_application_facts" USING btree ("company_id","reached_offer_at") WHERE reached_offer_at is not null;--> statement-breakpoint
CREATE INDEX "analytics_facts_offer_idx" ON "analytics_application_facts" USING btree ("reached_offer_at") WHERE reached_offer_at is not null;--> statement-breakpoint
CREATE INDEX "analytics_facts_company_rejected_idx" ON "analytics_application_facts" USING btree ("company_id","rejected_at") WHERE rejected_at is not null;--> statement-breakpoint
CREATE INDEX "analytics_facts_rejected_idx" ON "analytics_application_facts" USING btree ("rejected_at") WHERE rejected_at is not null;--> statement-breakpoint
CREATE INDEX "analytics_facts_company_active_idx" ON "analytics_application_facts" USING btree ("company_id","last_move_at") WHERE stage in ('applied', 'screening', 'interview', 'offer');--> statement-breakpoint
CREATE INDEX "analytics_facts_active_idx" ON "analytics_application_facts" USING btree ("last_move_at") WHERE stage in ('applied', 'screening', 'interview', 'offer');--> statement-breakpoint
CREATE INDEX "analytics_stays_company_left_idx" ON "analytics_stage_stays" USING btree ("company_id","left_at");--> statement-breakpoint
CREATE INDEX "analytics_stays_left_idx" ON "analytics_stage_stays" USING btree ("left_at");--> statement-breakpoint
CREATE INDEX "analytics_stays_open_idx" ON "analytics_stage_stays" USING btree ("company_id","stage","entered_at") WHERE left_at is null;--> statement-breakpoint
CREATE INDEX "application_events_by_user_idx" ON "application_events" USING btree ("by_user_id","at");
--> statement-breakpoint
-- hand-written (keep on regeneration)
--> statement-breakpoint
-- Backfill of the analytics rollups from the stage history (lib/analytics-rollups.ts, the same statements).
insert into analytics_stage_stays
      (application_id, seq, company_id, job_id, job_owner_id, source, stage, entered_at, left_at)
    select e.application_id, (row_number() over w)::int, j.company_id, a.job_id, j.owner_id, a.source, e.to_stage,
      e.at, lead(e.at) over w
    from application_events e join applications a on a.id = e.application_id join jobs j on j.id = a.job_id
    where true
    window w as (partition by e.application_id order by e.at, e.id);
--> statement-breakpoint
insert into analytics_application_facts
      (application_id, company_id, job_id, job_owner_id, source, source_channel, created_at, stage, last_move_at,
       last_mover_id, reached_screening_at, reached_interview_at, reached_offer_at, reached_hired_at, hired_at,
       rejected_at, rejected_from, rejection_reason, withdrawn_at, offer_outcome, offer_decline_reason)
    select a.id, j.company_id, a.job_id, j.owner_id, a.source, a.source_channel, a.created_at, a.stage,
      coalesce(h.last_move_at, a.created_at), h.last_mover_id,
      h.reached_screening_at, h.reached_interview_at, h.reached_offer_at, h.reached_hired_at,
      case when a.stage = 'hired' then h.last_hired_at end,
      case when a.stage = 'rejected' then h.rejected_at end, case when a.stage = 'rejected' then h.rejected_from end,
      case when a.stage = 'rejected' then a.rejection_reason end,
      case when a.stage = 'withdrawn' then h.withdrawn_at end,
      a.offer_outcome, a.offer_decline_reason
    from applications a join jobs j on j.id = a.job_id
    left join lateral (
      select max(e.at) as last_move_at,
        (array_agg(e.by_user_id order by e.at desc, e.id desc))[1] as last_mover_id,
        min(e.at) filter (where array_position(array['applied','screening','interview','offer','hired'], e.to_stage) >= 2) as reached_screening_at,
        min(e.at) filter (where array_position(array['applied','screening','interview','offer','hired'], e.to_stage) >= 3) as reached_interview_at,
        min(e.at) filter (where array_position(array['applied','screening','interview','offer','hired'], e.to_stage) >= 4) as reached_offer_at,
        min(e.at) filter (where e.to_stage = 'hired') as reached_hired_at,
        max(e.at) filter (where e.to_stage = 'hired') as last_hired_at,
        max(e.at) filter (where e.to_stage = 'rejected') as rejected_at,
        (array_agg(e.from_stage order by e.at desc, e.id desc) filter (where e.to_stage = 'rejected'))[1]
          as rejected_from,
        max(e.at) filter (where e.to_stage = 'withdrawn') as withdrawn_at
      from application_events e where e.application_id = a.id) h on true
    where true
    on conflict (application_id) do update set
      company_id = excluded.company_id, job_id = excluded.job_id, job_owner_id = excluded.job_owner_id,
      source = excluded.source, source_channel = excluded.source_channel, created_at = excluded.created_at,
      stage = excluded.stage, last_move_at = excluded.last_move_at, last_mover_id = excluded.last_mover_id,
      reached_screening_at = excluded.reached_screening_at, reached_interview_at = excluded.reached_interview_at,
      reached_offer_at = excluded.reached_offer_at, reached_hired_at = excluded.reached_hired_at,
      hired_at = excluded.hired_at, rejected_at = excluded.rejected_at, rejected_from = excluded.rejected_from,
      rejection_reason = excluded.rejection_reason, withdrawn_at = excluded.withdrawn_at,
      offer_outcome = excluded.offer_outcome, offer_decline_reason = excluded.offer_decline_reason;
