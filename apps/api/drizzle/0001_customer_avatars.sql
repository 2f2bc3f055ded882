CREATE TABLE "customer_avatars" (
	"image_key" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_avatars" ADD CONSTRAINT "customer_avatars_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_avatars_customer_idx" ON "customer_avatars" USING btree ("customer_id");