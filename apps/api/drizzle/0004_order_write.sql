-- Order creation in two statements (order-service/order-writes.ts). PGlite parses and plans every
-- statement it is sent, ~1.5-2 ms each on its one thread: the seven statements of a transaction
-- held creation near 50 orders/s. PL/pgSQL plans its statements once per connection and a
-- function call is one statement, atomic on its own.

-- Claims an Idempotency-Key for a new request and draws the order's local number with it (a
-- number drawn for an order that is then refused is a gap, as in any sequence). NULL: the key is
-- taken; the caller reads the row to tell a replay from a request still running.
CREATE FUNCTION "order_claim_key"(p_rn integer, p_key text, p_hash text, p_now timestamptz)
RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO idempotency_keys (key, retail_network_id, request_hash, created_at)
  VALUES (p_key, p_rn, p_hash, p_now)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  RETURN nextval('orders_local_id_seq'::regclass);
END;
$$;
--> statement-breakpoint
-- Writes an order, its lines, its first payment attempt (when it is paid online) and the stored
-- response of its Idempotency-Key. p: { order, lines, payment?, key: { rn, key, status,
-- response } }, each row keyed by column name. Columns listed here are the ones written; a
-- column added to these tables later keeps its default until it is listed.
CREATE FUNCTION "order_write"(p jsonb)
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

  UPDATE idempotency_keys
  SET response_status = (p -> 'key' ->> 'status')::integer, response_body = p -> 'key' -> 'response'
  WHERE retail_network_id = (p -> 'key' ->> 'rn')::integer AND key = p -> 'key' ->> 'key';
END;
$$;
