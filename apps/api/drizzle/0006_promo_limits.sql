-- Promo code limits (issue 16): per customer and first-order-only codes look a customer's earlier
-- orders up by the order's contact phone as well as by account (a guest has no account). Without
-- this index every such check read all the network's orders. Not in schema.ts: drizzle-kit does
-- not know expression indexes made by hand, so it neither creates nor drops it.
CREATE INDEX IF NOT EXISTS "orders_contact_phone_idx" ON "orders" USING btree ("retail_network_id", ("contact"->>'phone'));
--> statement-breakpoint
-- A promo code's uses (orders with it that were not cancelled) in all and by one customer, and
-- that customer's orders in the network (order-service/checkout-repo.ts countPromoUses). The
-- customer is their account, any account one of the phones belongs to, and orders placed with
-- one of the phones (E.164). The total is counted up to p_total_cap only (NULL: not counted).
-- With p_lock, first waits for the code's lock, held to the end of the caller's transaction, so
-- orders that could take a code's last use are counted one after another. One statement whose
-- plans are kept per connection: PGlite parses and plans every statement it is sent.
CREATE OR REPLACE FUNCTION "promo_code_uses"(
  p_rn integer, p_code text, p_customer uuid, p_phones text[], p_total_cap integer, p_lock boolean
)
RETURNS TABLE (total integer, by_customer integer, earlier_orders integer)
LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  IF p_lock THEN
    PERFORM pg_advisory_xact_lock(hashtext('promo_codes'), hashtext(p_rn::text || ':' || p_code));
  END IF;
  RETURN QUERY
  WITH accounts AS (
    SELECT p_customer AS id WHERE p_customer IS NOT NULL
    UNION
    SELECT c.id FROM customers c WHERE c.retail_network_id = p_rn AND c.phone = ANY (p_phones)
  ), mine AS (
    SELECT o.id, o.promo_code FROM orders o
    WHERE o.customer_id IN (SELECT a.id FROM accounts a) AND o.status_id <> 4
    UNION
    SELECT o.id, o.promo_code FROM orders o
    WHERE o.retail_network_id = p_rn AND (o.contact ->> 'phone') = ANY (p_phones) AND o.status_id <> 4
  )
  SELECT
    CASE WHEN p_total_cap IS NULL THEN 0 ELSE (
      SELECT count(*)::integer FROM (
        SELECT 1 FROM orders t
        WHERE t.retail_network_id = p_rn AND t.promo_code = p_code AND t.status_id <> 4
        LIMIT p_total_cap
      ) used
    ) END,
    (count(*) FILTER (WHERE m.promo_code = p_code))::integer,
    count(*)::integer
  FROM mine m;
END;
$$;
