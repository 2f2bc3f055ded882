DROP INDEX "orders_request_hash_idx";--> statement-breakpoint
-- orders.request_hash is read by no query (idempotency reads idempotency_keys): its index was
-- the largest written per order (~135 bytes an order). The rate limits' exact hit
-- (lib/rate-limit/sql-store.ts) as a function, so a route can make it inside its own first
-- statement (order creation: lib/rate-limit/joined-hits.ts): the count after the hit and the
-- milliseconds left in the window, as a json array.
CREATE OR REPLACE FUNCTION rate_limit_hit(p_key text, p_window_ms integer) RETURNS json
LANGUAGE plpgsql AS $$
DECLARE
  v_count json;
BEGIN
  -- PL/pgSQL keeps the upsert's plan per connection (a LANGUAGE sql body is planned per call:
  -- pgbench, 2 clients, 18,000 -> 26,000 calls a second)
  INSERT INTO rate_limits AS r (key, hits, resets_at)
  VALUES (p_key, 1, now() + p_window_ms * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.resets_at <= now() THEN 1 ELSE r.hits + 1 END,
    resets_at = CASE WHEN r.resets_at <= now() THEN excluded.resets_at ELSE r.resets_at END
  RETURNING json_build_array(hits, ceil(extract(epoch FROM (resets_at - now())) * 1000)::int) INTO v_count;
  RETURN v_count;
END;
$$;
