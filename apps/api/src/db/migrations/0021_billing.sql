-- Issue 19 (decisions 800-806): paying for a plan through VNPay. Orders, payments, the gateway's notifications and
-- receipts, the renewal mails sent, and the paid period on subscriptions. PostgreSQL 15 and PGlite alike.
CREATE TABLE "billing_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"ref" text,
	"order_id" uuid,
	"received_at" timestamp with time zone NOT NULL,
	"signature_valid" boolean NOT NULL,
	"outcome" text NOT NULL,
	"ip" text,
	"fields" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ref" text NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"buyer_email" text NOT NULL,
	"kind" text NOT NULL,
	"plan" text NOT NULL,
	"from_plan" text,
	"amount" integer NOT NULL,
	"vat_percent" integer NOT NULL,
	"status" text NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "billing_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"transaction_no" text NOT NULL,
	"bank_code" text,
	"card_type" text,
	"pay_date" text,
	"fields" jsonb NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	"refunded_by" uuid,
	"refund_note" text
);
--> statement-breakpoint
CREATE TABLE "billing_receipt_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_receipts" (
	"number" text PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"billed_to" text NOT NULL,
	"plan" text NOT NULL,
	"plan_name" text NOT NULL,
	"kind" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"amount" integer NOT NULL,
	"vat_percent" integer NOT NULL,
	"vat_amount" integer NOT NULL,
	"net_amount" integer NOT NULL,
	"order_ref" text NOT NULL,
	"transaction_no" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_reminders" (
	"subscription_id" uuid NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_reminders_subscription_id_period_end_kind_pk" PRIMARY KEY("subscription_id","period_end","kind")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_order_id_billing_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."billing_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_reminders" ADD CONSTRAINT "billing_reminders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_notifications_order_idx" ON "billing_notifications" USING btree ("order_id","received_at");--> statement-breakpoint
CREATE INDEX "billing_notifications_received_idx" ON "billing_notifications" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_orders_ref_key" ON "billing_orders" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "billing_orders_company_idx" ON "billing_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_orders_created_idx" ON "billing_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_payments_order_key" ON "billing_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_receipts_payment_key" ON "billing_receipts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "billing_receipts_company_idx" ON "billing_receipts" USING btree ("company_id","issued_at");--> statement-breakpoint
CREATE INDEX "subscriptions_paid_until_idx" ON "subscriptions" USING btree ("paid_until") WHERE ended_at is null and paid_until is not null;--> statement-breakpoint
-- Decision 805: a receipt is never changed or removed once issued (a refund is recorded on the payment). UPDATE,
-- DELETE and TRUNCATE are refused for everyone; there is no flag to pass, unlike the audit log's pruning.
CREATE OR REPLACE FUNCTION billing_receipts_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'billing_receipts are immutable: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "billing_receipts_no_update" BEFORE UPDATE ON "billing_receipts"
  FOR EACH ROW EXECUTE FUNCTION billing_receipts_immutable();
--> statement-breakpoint
CREATE TRIGGER "billing_receipts_no_delete" BEFORE DELETE ON "billing_receipts"
  FOR EACH ROW EXECUTE FUNCTION billing_receipts_immutable();
--> statement-breakpoint
CREATE TRIGGER "billing_receipts_no_truncate" BEFORE TRUNCATE ON "billing_receipts"
  FOR EACH STATEMENT EXECUTE FUNCTION billing_receipts_immutable();
