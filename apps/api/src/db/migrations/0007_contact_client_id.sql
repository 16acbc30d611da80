ALTER TABLE "contact_messages" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_client_id_key" ON "contact_messages" USING btree ("client_id");