-- Search reads words, one row per product: a query word is looked up in search_terms (trigram
-- GIN; the words of every network), then the products holding the words found (array GIN).
-- The documents are derived data: the table is made again and every product is queued to be
-- written into it. GIN indexes without fastupdate: PGlite has no autovacuum to merge a pending
-- list, which every scan would read whole.
DROP TABLE "search_documents";--> statement-breakpoint
CREATE TABLE "search_documents" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"retail_network_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"article_key" text NOT NULL,
	"name_keys" text[] NOT NULL,
	"category_keys" text[] NOT NULL,
	"composition_words" text[] NOT NULL,
	"name_words" text[] NOT NULL,
	"other_words" text[] NOT NULL,
	"region_ids" integer[] NOT NULL,
	"targets" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_name_words_idx" ON "search_documents" USING gin ("name_words") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_other_words_idx" ON "search_documents" USING gin ("other_words") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_article_idx" ON "search_documents" USING btree ("retail_network_id","article_key" text_pattern_ops);--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
INSERT INTO "search_stale_products" ("product_id") SELECT "id" FROM "products" ON CONFLICT DO NOTHING;--> statement-breakpoint
-- where a product is sold (its city price rows) is part of its document now
CREATE OR REPLACE FUNCTION search_queue_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    INSERT INTO search_stale_products (product_id) SELECT DISTINCT id FROM changed_rows
      ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME IN ('product_translations', 'product_prices') THEN
    INSERT INTO search_stale_products (product_id) SELECT DISTINCT product_id FROM changed_rows
      ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'category_translations' THEN
    INSERT INTO search_stale_products (product_id)
      SELECT p.id FROM products p WHERE p.category_id IN (SELECT category_id FROM changed_rows)
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_product_prices_inserted AFTER INSERT ON product_prices
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_queue_products();--> statement-breakpoint
CREATE TRIGGER search_product_prices_updated AFTER UPDATE ON product_prices
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_queue_products();--> statement-breakpoint
CREATE TRIGGER search_product_prices_deleted AFTER DELETE ON product_prices
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_queue_products();
