-- Search (issue 7). pg_trgm ships with PostgreSQL and with PGlite (db/client.ts loads it there).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"retail_network_id" integer NOT NULL,
	"field" text NOT NULL,
	"key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_stale_products" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_key_trgm_idx" ON "search_documents" USING gin ("key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_product_idx" ON "search_documents" USING btree ("product_id");--> statement-breakpoint
-- The search documents are derived from the catalogue texts. Statement-level triggers queue
-- every product whose name, composition, article or category name may have changed; the
-- search module rewrites the queued products' documents before it answers a search.
CREATE FUNCTION search_queue_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    INSERT INTO search_stale_products (product_id) SELECT DISTINCT id FROM changed_rows
      ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'product_translations' THEN
    INSERT INTO search_stale_products (product_id) SELECT DISTINCT product_id FROM changed_rows
      ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'category_translations' THEN
    INSERT INTO search_stale_products (product_id)
      SELECT p.id FROM products p WHERE p.category_id IN (SELECT category_id FROM changed_rows)
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_products_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_queue_products();--> statement-breakpoint
CREATE TRIGGER search_products_updated AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_queue_products();--> statement-breakpoint
CREATE TRIGGER search_product_translations_inserted AFTER INSERT ON product_translations
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_queue_products();--> statement-breakpoint
CREATE TRIGGER search_product_translations_updated AFTER UPDATE ON product_translations
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_queue_products();--> statement-breakpoint
CREATE TRIGGER search_product_translations_deleted AFTER DELETE ON product_translations
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_queue_products();--> statement-breakpoint
CREATE TRIGGER search_category_translations_inserted AFTER INSERT ON category_translations
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_queue_products();--> statement-breakpoint
CREATE TRIGGER search_category_translations_updated AFTER UPDATE ON category_translations
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_queue_products();--> statement-breakpoint
CREATE TRIGGER search_category_translations_deleted AFTER DELETE ON category_translations
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_queue_products();--> statement-breakpoint
-- a database that already holds a catalogue gets every product indexed on the first search
INSERT INTO search_stale_products (product_id) SELECT id FROM products;
