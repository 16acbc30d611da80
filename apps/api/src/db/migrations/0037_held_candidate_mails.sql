ALTER TABLE "outbox" ADD COLUMN "conversation_application_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "copied_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_to_copy_idx" ON "outbox" USING btree ("id") WHERE "outbox"."conversation_application_id" is not null and "outbox"."copied_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_held_for_application_idx" ON "outbox" USING btree ("conversation_application_id") WHERE "outbox"."conversation_application_id" is not null and "outbox"."status" = 'pending';--> statement-breakpoint
-- hand-written (keep on regeneration)
--> statement-breakpoint
-- Decision 1162: a rejection mail that still waits for the company's delay joins the conversation when it is sent.
UPDATE "outbox" o SET "conversation_application_id" = r."application_id"
  FROM "rejection_mails" r
  WHERE r."outbox_id" = o."id" AND r."cancelled_at" IS NULL AND r."send_at" > r."created_at" AND o."status" = 'pending';
