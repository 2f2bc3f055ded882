CREATE TABLE "attributes" (
	"id" integer PRIMARY KEY NOT NULL,
	"retail_network_id" integer NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"color" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"retail_network_id" integer NOT NULL,
	"business_region_id" integer,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"image_key" text NOT NULL,
	"link" text,
	"targets" text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active_from" timestamp with time zone,
	"active_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bonus_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" uuid,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"is_confirmed" boolean DEFAULT true NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"retail_network_id" integer NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"languages" text[] NOT NULL,
	"default_language" text NOT NULL,
	"default_city_slug" text NOT NULL,
	"env" jsonb NOT NULL,
	"ui" jsonb NOT NULL,
	"support_contact" jsonb,
	"customer_support_phone" text,
	"header_support_contact" jsonb,
	"social_links" jsonb NOT NULL,
	"header_banner" jsonb,
	"email_collect" jsonb NOT NULL,
	"bonus_rate_percent" smallint DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"retail_network_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text,
	"description" text,
	"localization" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"retail_network_id" integer NOT NULL,
	"slug" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"image_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_addons" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"seo_text" text,
	CONSTRAINT "category_translations_category_id_language_pk" PRIMARY KEY("category_id","language")
);
--> statement-breakpoint
CREATE TABLE "city_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_region_id" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classifiers" (
	"id" integer PRIMARY KEY NOT NULL,
	"retail_network_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"business_region_id" integer NOT NULL,
	"city" text NOT NULL,
	"street" text NOT NULL,
	"house" text NOT NULL,
	"apartment" text,
	"entrance" text,
	"floor" text,
	"intercom" text,
	"is_private_house" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retail_network_id" integer NOT NULL,
	"phone" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"email" text,
	"birth_date" date,
	"is_birth_date_confirmed" boolean DEFAULT false NOT NULL,
	"image_key" text,
	"referral_code" text NOT NULL,
	"referred_by" uuid,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"outlet_id" integer NOT NULL,
	"business_region_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"polygon" jsonb NOT NULL,
	"delivery_price" integer NOT NULL,
	"free_delivery_threshold" integer,
	"min_order_amount" integer DEFAULT 0 NOT NULL,
	"delivery_time_minutes" integer NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"color" text NOT NULL,
	CONSTRAINT "delivery_zones_price_ck" CHECK ("delivery_zones"."delivery_price" >= 0 and "delivery_zones"."min_order_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"customer_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_customer_id_product_id_pk" PRIMARY KEY("customer_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"retail_network_id" integer NOT NULL,
	"business_region_id" integer,
	"customer_id" uuid,
	"author_name" text NOT NULL,
	"language" text NOT NULL,
	"score" smallint NOT NULL,
	"comment" text NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedbacks_score_ck" CHECK ("feedbacks"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text NOT NULL,
	"retail_network_id" integer NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_retail_network_id_key_pk" PRIMARY KEY("retail_network_id","key")
);
--> statement-breakpoint
CREATE TABLE "ip_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"network" "inet" NOT NULL,
	"business_region_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_feedbacks" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"parent_product_id" integer,
	"count" integer NOT NULL,
	"price" integer NOT NULL,
	"old_price" integer,
	"amount" integer NOT NULL,
	"archived" jsonb NOT NULL,
	CONSTRAINT "order_lines_count_ck" CHECK ("order_lines"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"local_id" bigserial NOT NULL,
	"retail_network_id" integer NOT NULL,
	"business_region_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"customer_id" uuid,
	"status_id" smallint DEFAULT 0 NOT NULL,
	"delivery_type" smallint NOT NULL,
	"delivery" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"payment_type" text NOT NULL,
	"payment_kind" smallint NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"products_amount" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"delivery_price" integer DEFAULT 0 NOT NULL,
	"bonus_amount" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"promo_code" text,
	"comment" text,
	"additional_info" jsonb NOT NULL,
	"deliver_at" timestamp with time zone,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amount_ck" CHECK ("orders"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outlets" (
	"id" integer PRIMARY KEY NOT NULL,
	"retail_network_id" integer NOT NULL,
	"business_region_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"phone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"is_pickup_available" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"settings" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_addons" (
	"product_id" integer NOT NULL,
	"addon_product_id" integer NOT NULL,
	"free_count" integer DEFAULT 0 NOT NULL,
	"max_count" integer NOT NULL,
	CONSTRAINT "product_addons_product_id_addon_product_id_pk" PRIMARY KEY("product_id","addon_product_id"),
	CONSTRAINT "product_addons_caps_ck" CHECK ("product_addons"."free_count" >= 0 and "product_addons"."max_count" >= "product_addons"."free_count")
);
--> statement-breakpoint
CREATE TABLE "product_attributes" (
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"value" text,
	CONSTRAINT "product_attributes_product_id_attribute_id_pk" PRIMARY KEY("product_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "product_classifiers" (
	"product_id" integer NOT NULL,
	"classifier_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_classifiers_product_id_classifier_id_pk" PRIMARY KEY("product_id","classifier_id")
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"business_region_id" integer NOT NULL,
	"outlet_id" integer,
	"price" integer NOT NULL,
	"old_price" integer,
	CONSTRAINT "product_prices_uq" UNIQUE NULLS NOT DISTINCT("product_id","business_region_id","outlet_id"),
	CONSTRAINT "product_prices_ck" CHECK ("product_prices"."price" > 0 and ("product_prices"."old_price" is null or "product_prices"."old_price" > "product_prices"."price"))
);
--> statement-breakpoint
CREATE TABLE "product_translations" (
	"product_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"composition" text NOT NULL,
	"seo_text" text NOT NULL,
	CONSTRAINT "product_translations_product_id_language_pk" PRIMARY KEY("product_id","language")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"retail_network_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"article" text NOT NULL,
	"slug" text NOT NULL,
	"weight_grams" integer NOT NULL,
	"pieces" integer,
	"persons" integer,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_vegan" boolean DEFAULT false NOT NULL,
	"is_addon" boolean DEFAULT false NOT NULL,
	"image_key" text NOT NULL,
	"available_from" time,
	"available_to" time,
	"targets" text[] NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"retail_network_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_order_amount" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_products" (
	"promotion_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "promotion_products_promotion_id_product_id_pk" PRIMARY KEY("promotion_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY NOT NULL,
	"retail_network_id" integer NOT NULL,
	"business_region_id" integer,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"image_key" text NOT NULL,
	"promo_code" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retail_networks" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"country_name" text NOT NULL,
	"currency_code" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"currency_short_name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"retail_network_id" integer NOT NULL,
	"business_region_id" integer,
	"category_id" integer,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"keywords" text,
	"h1" text,
	"text" text
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"retail_network_id" integer NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"client_ip" "inet",
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"retail_network_id" integer NOT NULL,
	"business_region_id" integer,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_texts_uq" UNIQUE NULLS NOT DISTINCT("retail_network_id","business_region_id","kind","language")
);
--> statement-breakpoint
CREATE TABLE "stop_list_items" (
	"outlet_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stop_list_items_outlet_id_product_id_pk" PRIMARY KEY("outlet_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "attributes" ADD CONSTRAINT "attributes_retail_network_id_retail_networks_id_fk" FOREIGN KEY ("retail_network_id") REFERENCES "public"."retail_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_retail_network_id_retail_networks_id_fk" FOREIGN KEY ("retail_network_id") REFERENCES "public"."retail_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_business_region_id_business_regions_id_fk" FOREIGN KEY ("business_region_id") REFERENCES "public"."business_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_ledger" ADD CONSTRAINT "bonus_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_ledger" ADD CONSTRAINT "bonus_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_retail_network_id_retail_networks_id_fk" FOREIGN KEY ("retail_network_id") REFERENCES "public"."retail_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_regions" ADD CONSTRAINT "business_regions_retail_network_id_retail_networks_id_fk" FOREIGN KEY ("retail_network_id") REFERENCES "public"."retail_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_retail_network_id_retail_networks_id_fk" FOREIGN KEY ("retail_network_id") REFERENCES "public"."retail_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_areas" ADD CONSTRAINT "city_areas_business_region_id_business_regions_id_fk" FOREIGN KEY ("business_region_id") REFERENCES "public"."business_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classifiers" ADD CONSTRAINT "classifiers_retail_network_id_retail_networks_id_fk" FOREIGN KEY ("retail_network_id") REFERENCES "public"."retail_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_business_region_id_business_regions_id_fk" FOREIGN KEY ("business_region_id") REFERENCES "public"."business_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_retail_network_id_retail_networks_id_fk" FOREIGN KEY ("retail_network_id") REFERENCES "public"."retail_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_business_region_id_business_regions_id_fk" FOREIGN KEY ("business_region_id") REFERENCES "public"."business_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_retail_network_id_retail_networks_id_fk" FOREIGN KEY ("retail_network_id") REFERENCES "public"."retail_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_business_region_id_business_regions_id_fk" FOREIGN KEY ("business_region_id") REFERENCES "public"."business_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ip_locations" ADD CONSTRAINT "ip_locations_business_region_id_business_regions_id_fk" FOREIGN KEY ("business_region_id") REFERENCES "public"."business_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_feedbacks" ADD CONSTRAINT "order_feedbacks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_feedbacks" ADD CONSTRAINT "order_feedbacks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_parent_product_id_products_id_fk" FOREIGN KEY ("parent_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_retail_network_id_retail_networks_id_fk" FOREIGN KEY ("retail_network_id") REFERENCES "public"."retail_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_business_region_id_business_regions_id_fk" FOREIGN KEY ("business_region_id") REFERENCES "public"."business_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlets" ADD CONSTRAINT "outlets_retail_network_id_retail_networks_id_fk" FOREIGN KEY ("retail_network_id") REFERENCES "public"."retail_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlets" ADD CONSTRAINT "outlets_business_region_id_business_regions_id_fk" FOREIGN KEY ("business_region_id") REFERENCES "public"."business_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_addons" ADD CONSTRAINT "product_addons_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_addons" ADD CONSTRAINT "product_addons_addon_product_id_products_id_fk" FOREIGN KEY ("addon_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attributes" ADD CONSTRAINT "product_attributes_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_classifiers" ADD CONSTRAINT "product_classifiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_classifiers" ADD CONSTRAINT "product_classifiers_classifier_id_classifiers_id_fk" FOREIGN KEY ("classifier_id") REFERENCES "public"."classifiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_business_region_id_business_regions_id_fk" FOREIGN KEY ("business_region_id") REFERENCES "public"."business_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translations" ADD CONSTRAINT "product_translations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_retail_network_id_retail_networks_id_fk" FOREIGN KEY ("retail_network_id") REFERENCES "public"."retail_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_retail_network_id_retail_networks_id_fk" FOREIGN KEY ("retail_network_id") REFERENCES "public"."retail_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_products" ADD CONSTRAINT "promotion_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_retail_network_id_retail_networks_id_fk" FOREIGN KEY ("retail_network_id") REFERENCES "public"."retail_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_business_region_id_business_regions_id_fk" FOREIGN KEY ("business_region_id") REFERENCES "public"."business_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_pages" ADD CONSTRAINT "seo_pages_retail_network_id_retail_networks_id_fk" FOREIGN KEY ("retail_network_id") REFERENCES "public"."retail_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_pages" ADD CONSTRAINT "seo_pages_business_region_id_business_regions_id_fk" FOREIGN KEY ("business_region_id") REFERENCES "public"."business_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_pages" ADD CONSTRAINT "seo_pages_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD CONSTRAINT "sign_in_codes_retail_network_id_retail_networks_id_fk" FOREIGN KEY ("retail_network_id") REFERENCES "public"."retail_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_texts" ADD CONSTRAINT "site_texts_retail_network_id_retail_networks_id_fk" FOREIGN KEY ("retail_network_id") REFERENCES "public"."retail_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_texts" ADD CONSTRAINT "site_texts_business_region_id_business_regions_id_fk" FOREIGN KEY ("business_region_id") REFERENCES "public"."business_regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_list_items" ADD CONSTRAINT "stop_list_items_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_list_items" ADD CONSTRAINT "stop_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_rn_type_code_uq" ON "attributes" USING btree ("retail_network_id","type","code");--> statement-breakpoint
CREATE INDEX "bonus_ledger_customer_idx" ON "bonus_ledger" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_slug_uq" ON "brands" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "business_regions_rn_slug_uq" ON "business_regions" USING btree ("retail_network_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_rn_slug_uq" ON "categories" USING btree ("retail_network_id","slug");--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_rn_phone_uq" ON "customers" USING btree ("retail_network_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_rn_referral_uq" ON "customers" USING btree ("retail_network_id","referral_code");--> statement-breakpoint
CREATE INDEX "delivery_zones_region_idx" ON "delivery_zones" USING btree ("business_region_id");--> statement-breakpoint
CREATE INDEX "feedbacks_list_idx" ON "feedbacks" USING btree ("retail_network_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ip_locations_region_idx" ON "ip_locations" USING btree ("business_region_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_request_hash_idx" ON "orders" USING btree ("request_hash","created_at");--> statement-breakpoint
CREATE INDEX "outlets_region_idx" ON "outlets" USING btree ("business_region_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "product_prices_region_idx" ON "product_prices" USING btree ("business_region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_rn_slug_uq" ON "products" USING btree ("retail_network_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_rn_article_uq" ON "products" USING btree ("retail_network_id","article");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_rn_code_uq" ON "promo_codes" USING btree ("retail_network_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_rn_slug_uq" ON "promotions" USING btree ("retail_network_id","slug");--> statement-breakpoint
CREATE INDEX "seo_pages_lookup_idx" ON "seo_pages" USING btree ("retail_network_id","language","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sign_in_codes_phone_idx" ON "sign_in_codes" USING btree ("retail_network_id","phone","sent_at");