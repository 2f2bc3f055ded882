CREATE TABLE "catalogue_drafts" (
	"kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"retail_network_id" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"preview_token" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_drafts_kind_entity_id_pk" PRIMARY KEY("kind","entity_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"retail_network_id" integer NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"staff_user_id" uuid,
	"api_key_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_images" (
	"key" text PRIMARY KEY NOT NULL,
	"retail_network_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"storage" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_option_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"min_choices" smallint DEFAULT 0 NOT NULL,
	"max_choices" smallint DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_option_groups_choices_ck" CHECK ("product_option_groups"."min_choices" >= 0 and "product_option_groups"."max_choices" >= 1 and "product_option_groups"."min_choices" <= "product_option_groups"."max_choices")
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"linked_product_id" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_options_price_ck" CHECK ("product_options"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "is_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "nutrition" jsonb;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "gift_product_id" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "business_region_ids" integer[];--> statement-breakpoint
ALTER TABLE "catalogue_drafts" ADD CONSTRAINT "catalogue_drafts_retail_network_id_retail_networks_id_fk" FOREIGN KEY ("retail_network_id") REFERENCES "public"."retail_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_drafts" ADD CONSTRAINT "catalogue_drafts_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD CONSTRAINT "catalogue_versions_retail_network_id_retail_networks_id_fk" FOREIGN KEY ("retail_network_id") REFERENCES "public"."retail_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD CONSTRAINT "catalogue_versions_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_retail_network_id_retail_networks_id_fk" FOREIGN KEY ("retail_network_id") REFERENCES "public"."retail_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_uploaded_by_staff_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_groups" ADD CONSTRAINT "product_option_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_group_id_product_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."product_option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_linked_product_id_products_id_fk" FOREIGN KEY ("linked_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_drafts_token_uq" ON "catalogue_drafts" USING btree ("preview_token");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_versions_uq" ON "catalogue_versions" USING btree ("kind","entity_id","version");--> statement-breakpoint
CREATE INDEX "product_option_groups_product_idx" ON "product_option_groups" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_options_group_idx" ON "product_options" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_gift_product_id_products_id_fk" FOREIGN KEY ("gift_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- order_write of 0007, now writing the order's expected time and each line's option-group choices.
CREATE OR REPLACE FUNCTION "order_write"(p jsonb)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO orders (
    id, local_id, retail_network_id, business_region_id, outlet_id, customer_id, status_id,
    delivery_type, delivery, contact, payment_type, payment_kind, is_paid, products_amount,
    discount_amount, delivery_price, bonus_amount, amount, promo_code, comment, additional_info,
    deliver_at, expected_at, request_hash, created_at, updated_at
  )
  SELECT
    id, local_id, retail_network_id, business_region_id, outlet_id, customer_id, status_id,
    delivery_type, delivery, contact, payment_type, payment_kind, is_paid, products_amount,
    discount_amount, delivery_price, bonus_amount, amount, promo_code, comment, additional_info,
    deliver_at, expected_at, request_hash, created_at, updated_at
  FROM jsonb_populate_record(NULL::orders, p -> 'order');

  INSERT INTO order_lines (order_id, product_id, parent_product_id, count, price, old_price, amount, archived, options)
  SELECT order_id, product_id, parent_product_id, count, price, old_price, amount, archived,
    coalesce(options, '[]'::jsonb)
  FROM jsonb_populate_recordset(NULL::order_lines, p -> 'lines');

  IF p ? 'payment' THEN
    INSERT INTO payments (id, order_id, provider, amount, currency_code, status, created_at, updated_at)
    SELECT id, order_id, provider, amount, currency_code, status, created_at, updated_at
    FROM jsonb_populate_record(NULL::payments, p -> 'payment');
  END IF;

  -- the fence: the order is written only with the response of a claim that has none yet. A request
  -- that stalled past its lease and lost its key to a retry fails here (the whole statement rolls
  -- back), so the key never gets two orders.
  UPDATE idempotency_keys
  SET response_status = (p -> 'key' ->> 'status')::integer, response_body = p -> 'key' -> 'response',
      lease_until = NULL
  WHERE retail_network_id = (p -> 'key' ->> 'rn')::integer AND key = p -> 'key' ->> 'key'
    AND response_status IS NULL;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'Idempotency-Key % is no longer held by this request', p -> 'key' ->> 'key'
      USING ERRCODE = 'IK409';
  END IF;
END;
$$;
