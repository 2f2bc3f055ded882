CREATE TABLE "web_vitals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"retail_network_id" integer NOT NULL,
	"business_region_id" integer,
	"page_type" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"device" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "web_vitals" ADD CONSTRAINT "web_vitals_retail_network_id_retail_networks_id_fk" FOREIGN KEY ("retail_network_id") REFERENCES "public"."retail_networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "web_vitals_rn_at_idx" ON "web_vitals" USING btree ("retail_network_id","recorded_at");