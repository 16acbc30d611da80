CREATE TABLE "webhook_delivery_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"response_status" integer,
	"response_ms" integer,
	"response_body" text,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "api_idempotency_keys" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_delivery_attempts_delivery_idx" ON "webhook_delivery_attempts" USING btree ("delivery_id","id");--> statement-breakpoint
-- Decision 1165: each delivery already attempted keeps its last attempt, the only one it recorded, as its first line.
INSERT INTO "webhook_delivery_attempts" ("delivery_id", "attempted_at", "response_status", "response_ms", "response_body", "error")
SELECT "id", "last_attempt_at", "response_status", "response_ms", "response_body", "last_error"
FROM "webhook_deliveries" WHERE "last_attempt_at" IS NOT NULL ORDER BY "id";
