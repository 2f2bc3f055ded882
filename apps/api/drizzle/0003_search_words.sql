-- Search reads words, one row per product: a query word is looked up in search_terms (trigram
-- GIN; the words of every network), then the products holding the words found (GIN on the word
-- arrays as tsvectors, so that a whole query is one tsquery). The documents are derived data:
-- the table is made again and every product is queued to be written into it. GIN indexes
-- without fastupdate: PGlite has no autovacuum to merge a pending list, which every scan would
-- read whole.
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
	"all_words" text[] NOT NULL,
	"region_ids" integer[] NOT NULL,
	"targets" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_name_words_idx" ON "search_documents" USING gin (array_to_tsvector("name_words")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_all_words_idx" ON "search_documents" USING gin (array_to_tsvector("all_words")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_article_idx" ON "search_documents" USING btree ("article_key" text_pattern_ops);--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"terms_version" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_index_state" ("id", "terms_version") VALUES (1, 0);--> statement-breakpoint
-- The two statements of a search (modules/search/search-repo.ts). Functions, so that their plans
-- are made once per connection and kept (planning these statements cost PGlite more than running
-- them), and with sequential scans off: the planner, told to stop after a few hundred rows,
-- prefers to scan a table from its start, and PGlite computes the trigram and tsvector operators
-- of a sequential scan in WebAssembly for every row (100+ ms for 10,000 products, where the GIN
-- indexes answer in about a millisecond). Both also say whether products wait to be indexed and
-- the version of the index words, in the same snapshot.
--
-- Per query word ($1; $2 the same word where typos are forgiven, else NULL), in order: the index
-- words starting with it or trigram-similar to it (pg_trgm %, default threshold 0.3), at most $3,
-- space-separated.
CREATE FUNCTION search_look_up_words(words text[], similar_words text[], max_terms integer)
  RETURNS TABLE (is_stale boolean, terms_version integer, words_found text)
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  RETURN QUERY
    SELECT
      EXISTS (SELECT 1 FROM search_stale_products),
      (SELECT s.terms_version FROM search_index_state s WHERE s.id = 1),
      (SELECT coalesce(string_agg(m.term, ' '), '') FROM (
        SELECT t.term FROM search_terms t
        WHERE t.term LIKE w.word || '%' OR t.term % w.similar_word
        LIMIT $3) m)
    FROM unnest($1, $2) WITH ORDINALITY AS w(word, similar_word, n)
    ORDER BY w.n;
END $$;--> statement-breakpoint
-- The documents of network $1 sold in city $2 on channel $3 (one-element arrays, so that the
-- containment test builds no array per row): those whose names hold every word of a reading of
-- the query ($4, a tsquery of the index words each word reaches), then those that need their
-- category or composition words for it (when $5), then those whose article starts with the
-- query (article_key from $6 up to $7), at most $8 of each kind; a kind not asked for (a null
-- tsquery or article) is not even started. One string,
-- "product|category|article|name keys|category keys|composition words" joined by ";": PGlite
-- hands each result row to JavaScript separately, which costs more than the query.
CREATE FUNCTION search_find_documents(network integer, regions integer[], channels text[],
    words tsquery, other_words boolean, article_from text, article_to text, max_rows integer)
  RETURNS TABLE (is_stale boolean, terms_version integer, documents text)
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  RETURN QUERY
    SELECT
      EXISTS (SELECT 1 FROM search_stale_products),
      (SELECT s.terms_version FROM search_index_state s WHERE s.id = 1),
      (SELECT coalesce(string_agg(m.found, ';'), '') FROM (
        (SELECT concat_ws('|', d.product_id, d.category_id, d.article_key,
            array_to_string(d.name_keys, ','), array_to_string(d.category_keys, ','), '') AS found
          FROM search_documents d
          WHERE $4 IS NOT NULL AND array_to_tsvector(d.name_words) @@ $4
            AND d.retail_network_id = $1 AND d.region_ids @> $2 AND d.targets @> $3
          LIMIT $8)
        UNION ALL
        (SELECT concat_ws('|', d.product_id, d.category_id, d.article_key,
            array_to_string(d.name_keys, ','), array_to_string(d.category_keys, ','),
            array_to_string(d.composition_words, ' '))
          FROM search_documents d
          WHERE $5 AND $4 IS NOT NULL AND array_to_tsvector(d.all_words) @@ $4
            AND NOT array_to_tsvector(d.name_words) @@ $4
            AND d.retail_network_id = $1 AND d.region_ids @> $2 AND d.targets @> $3
          LIMIT $8)
        UNION ALL
        (SELECT concat_ws('|', d.product_id, d.category_id, d.article_key,
            array_to_string(d.name_keys, ','), array_to_string(d.category_keys, ','), '')
          FROM search_documents d
          WHERE $6 IS NOT NULL AND d.article_key ~>=~ $6 AND d.article_key ~<~ $7
            AND d.retail_network_id = $1 AND d.region_ids @> $2 AND d.targets @> $3
          LIMIT $8)
      ) m);
END $$;--> statement-breakpoint
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
