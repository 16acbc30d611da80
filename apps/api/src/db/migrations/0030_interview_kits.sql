CREATE TABLE "interview_kits" (
	"job_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "interview_kits_job_id_stage_pk" PRIMARY KEY("job_id","stage")
);
--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_feedback" ADD COLUMN "ratings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "stage" text DEFAULT 'interview' NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_kits" ADD CONSTRAINT "interview_kits_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_kits" ADD CONSTRAINT "interview_kits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written (keep on regeneration)
--> statement-breakpoint
-- Decisions 1111 and 1113: a kit and an interview belong to a stage in which an interview can be scheduled. Interviews
-- scheduled before kits existed take 'interview' (the column's default), the stage scheduling moved them to.
ALTER TABLE "interview_kits" ADD CONSTRAINT "interview_kits_stage_check" CHECK ("stage" in ('applied', 'screening', 'interview', 'offer'));
--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_stage_check" CHECK ("stage" in ('applied', 'screening', 'interview', 'offer'));
