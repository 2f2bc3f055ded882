-- Idempotency-Key leases (issue 16, order-service/idempotency.ts). A claim used to count as
-- abandoned only 60 s after it was made, so after a crash every retry with the key got 409 for
-- that long. Now a claim holds a lease that its request renews while it runs; a claim without a
-- response whose lease ran out belongs to a request that died, and the next request with the key
-- takes it over in the same statement (ON CONFLICT ... DO UPDATE ... WHERE: two retries racing for
-- it get one winner). Leases are read from the database's clock, one clock for every instance.
--
-- The four-argument order_claim_key of 0004 stays for instances still running the old code during
-- a rolling deploy; their claims have no lease and are judged by their age as before.
CREATE FUNCTION "order_claim_key"(p_rn integer, p_key text, p_hash text, p_now timestamptz, p_lease_ms integer)
RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO idempotency_keys AS k (key, retail_network_id, request_hash, created_at, lease_until)
  VALUES (p_key, p_rn, p_hash, p_now, clock_timestamp() + p_lease_ms * interval '1 millisecond')
  ON CONFLICT (retail_network_id, key) DO UPDATE
  SET request_hash = excluded.request_hash, created_at = excluded.created_at, lease_until = excluded.lease_until
  WHERE k.response_status IS NULL AND k.lease_until < clock_timestamp();
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  RETURN nextval('orders_local_id_seq'::regclass);
END;
$$;
--> statement-breakpoint
-- Renews a running request's lease; false when the claim is no longer there to renew.
CREATE FUNCTION "order_renew_key"(p_rn integer, p_key text, p_hash text, p_lease_ms integer)
RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  UPDATE idempotency_keys
  SET lease_until = clock_timestamp() + p_lease_ms * interval '1 millisecond'
  WHERE retail_network_id = p_rn AND key = p_key AND request_hash = p_hash AND response_status IS NULL;
  RETURN FOUND;
END;
$$;
--> statement-breakpoint
-- order_write of 0004, unchanged but for the fence on the key's response (and the lease cleared).
CREATE OR REPLACE FUNCTION "order_write"(p jsonb)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO orders (
    id, local_id, retail_network_id, business_region_id, outlet_id, customer_id, status_id,
    delivery_type, delivery, contact, payment_type, payment_kind, is_paid, products_amount,
    discount_amount, delivery_price, bonus_amount, amount, promo_code, comment, additional_info,
    deliver_at, request_hash, created_at, updated_at
  )
  SELECT
    id, local_id, retail_network_id, business_region_id, outlet_id, customer_id, status_id,
    delivery_type, delivery, contact, payment_type, payment_kind, is_paid, products_amount,
    discount_amount, delivery_price, bonus_amount, amount, promo_code, comment, additional_info,
    deliver_at, request_hash, created_at, updated_at
  FROM jsonb_populate_record(NULL::orders, p -> 'order');

  INSERT INTO order_lines (order_id, product_id, parent_product_id, count, price, old_price, amount, archived)
  SELECT order_id, product_id, parent_product_id, count, price, old_price, amount, archived
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
