CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "max_uses_total" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "max_uses_per_customer" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "first_order_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_resets_idx" ON "rate_limits" USING btree ("resets_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_promo_code_idx" ON "orders" USING btree ("retail_network_id","promo_code") WHERE "orders"."promo_code" is not null;--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_codes_address_idx" ON "sign_in_codes" USING btree ("client_ip","sent_at");--> statement-breakpoint
CREATE INDEX "sign_in_codes_sent_idx" ON "sign_in_codes" USING btree ("retail_network_id","sent_at");