ALTER TABLE "subscriptions" ADD COLUMN "scheduled_plan_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_scheduled_plan_id_plans_id_fk" FOREIGN KEY ("scheduled_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;