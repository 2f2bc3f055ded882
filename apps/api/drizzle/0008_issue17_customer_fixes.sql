-- Issue 17 (what a customer trips on): automatic promotions priced without a code (item 22),
-- reviews that come from rated orders and wait for moderation (item 20), and the addresses the
-- storefront's e-mail pop-up keeps with the customer's consent (item 17).
CREATE TABLE "automatic_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"retail_network_id" integer NOT NULL,
	"business_region_id" integer,
	"promotion_id" integer,
	"category_id" integer,
	"product_ids" integer[],
	"percent" smallint NOT NULL,
	"days_of_week" smallint[] NOT NULL,
	"starts_time" time,
	"ends_time" time,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"combines_with_promo_codes" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "automatic_discounts_percent_ck" CHECK ("automatic_discounts"."percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "email_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"retail_network_id" integer NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"customer_id" uuid,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "status" text DEFAULT 'PUBLISHED' NOT NULL;--> statement-breakpoint
ALTER TABLE "automatic_discounts" ADD CONSTRAINT "automatic_discounts_retail_network_id_retail_networks_id_fk" FOREIGN KEY ("retail_network_id") REFERENCES "public"."retail_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_discounts" ADD CONSTRAINT "automatic_discounts_business_region_id_business_regions_id_fk" FOREIGN KEY ("business_region_id") REFERENCES "public"."business_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_discounts" ADD CONSTRAINT "automatic_discounts_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_discounts" ADD CONSTRAINT "automatic_discounts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_subscriptions" ADD CONSTRAINT "email_subscriptions_retail_network_id_retail_networks_id_fk" FOREIGN KEY ("retail_network_id") REFERENCES "public"."retail_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_subscriptions" ADD CONSTRAINT "email_subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automatic_discounts_rn_idx" ON "automatic_discounts" USING btree ("retail_network_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_subscriptions_rn_email_uq" ON "email_subscriptions" USING btree ("retail_network_id","email");--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedbacks_order_uq" ON "feedbacks" USING btree ("order_id");