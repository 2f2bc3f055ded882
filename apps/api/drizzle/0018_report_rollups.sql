CREATE TABLE "report_delivery" (
	"day" date NOT NULL,
	"retail_network_id" integer NOT NULL,
	"business_region_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"channel" text NOT NULL,
	"delivery_type" smallint NOT NULL,
	"minute" integer NOT NULL,
	"orders" integer NOT NULL,
	"promised_us" bigint NOT NULL,
	"actual_us" bigint NOT NULL,
	"late" integer NOT NULL,
	CONSTRAINT "report_delivery_pk" PRIMARY KEY("day","outlet_id","channel","delivery_type","minute","retail_network_id","business_region_id")
);
--> statement-breakpoint
CREATE TABLE "report_dishes" (
	"day" date NOT NULL,
	"retail_network_id" integer NOT NULL,
	"business_region_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"channel" text NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"last_line" integer,
	CONSTRAINT "report_dishes_pk" PRIMARY KEY("day","outlet_id","channel","product_id","retail_network_id","business_region_id")
);
--> statement-breakpoint
CREATE TABLE "report_hours" (
	"day" date NOT NULL,
	"retail_network_id" integer NOT NULL,
	"business_region_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"channel" text NOT NULL,
	"hour" smallint NOT NULL,
	"orders" integer NOT NULL,
	"revenue" bigint NOT NULL,
	CONSTRAINT "report_hours_pk" PRIMARY KEY("day","outlet_id","channel","hour","retail_network_id","business_region_id")
);
--> statement-breakpoint
-- The reports' roll-ups (modules/reports/README.md, "Roll-ups"): kept orders counted per UTC
-- day, brand, city, outlet and channel and each report's key, kept in step with `orders`,
-- `order_lines` and `outlets.time_zone` by the triggers below, in the writing transaction.
-- Every trigger on orders and order_lines is statement-level: a statement's rows are summed per
-- roll-up row first and written in key order (one upsert per table per statement, rows locked in
-- the same order by every writer), and a statement that changes nothing a report counts writes
-- nothing. Writers wait here while the existing orders are counted (the backfill below).
LOCK TABLE orders, order_lines, outlets IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- hours: kept orders (status 4 is cancelled) per hour on the outlet's clock
INSERT INTO report_hours (day, outlet_id, channel, hour, retail_network_id, business_region_id, orders, revenue)
SELECT (o.created_at AT TIME ZONE 'UTC')::date, o.outlet_id, o.channel,
  date_part('hour', o.created_at AT TIME ZONE ol.time_zone)::smallint, o.retail_network_id, o.business_region_id,
  count(*), sum(o.amount)
FROM orders o JOIN outlets ol ON ol.id = o.outlet_id
WHERE o.status_id <> 4
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
-- dishes: the dish lines (not addons) of kept orders per product, and the newest line's id
INSERT INTO report_dishes (day, outlet_id, channel, product_id, retail_network_id, business_region_id, quantity, amount, last_line)
SELECT (o.created_at AT TIME ZONE 'UTC')::date, o.outlet_id, o.channel, l.product_id, o.retail_network_id,
  o.business_region_id, sum(l.count), sum(l.amount), max(l.id)
FROM orders o JOIN order_lines l ON l.order_id = o.id AND l.parent_product_id IS NULL
WHERE o.status_id <> 4
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
-- delivery times: completed (3) ASAP orders per delivery type and minute of their actual time
INSERT INTO report_delivery (day, outlet_id, channel, delivery_type, minute, retail_network_id, business_region_id,
  orders, promised_us, actual_us, late)
SELECT (o.created_at AT TIME ZONE 'UTC')::date, o.outlet_id, o.channel, o.delivery_type,
  round(extract(epoch FROM o.updated_at - o.created_at) / 60)::integer, o.retail_network_id, o.business_region_id,
  count(*), sum((extract(epoch FROM o.expected_at - o.created_at) * 1000000)::bigint),
  sum((extract(epoch FROM o.updated_at - o.created_at) * 1000000)::bigint), count(*) FILTER (WHERE o.updated_at > o.expected_at)
FROM orders o
WHERE o.status_id = 3 AND o.expected_at IS NOT NULL AND o.deliver_at IS NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
-- planner statistics now, not at autovacuum's first visit: a year's report scans these in
-- parallel workers only when the planner knows their size
ANALYZE report_hours, report_dishes, report_delivery;
--> statement-breakpoint
-- The newest kept dish line of one dishes roll-up row, read from the orders of its UTC day at its
-- outlet (orders_outlet_created_idx), leaving out one order (an order being deleted)
CREATE FUNCTION report_dishes_last_line(p_day date, p_outlet integer, p_channel text, p_product integer,
  p_rn integer, p_br integer, p_except uuid)
RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT max(l.id)
  FROM orders o JOIN order_lines l ON l.order_id = o.id AND l.parent_product_id IS NULL AND l.product_id = p_product
  WHERE o.outlet_id = p_outlet AND o.created_at >= (p_day::timestamp AT TIME ZONE 'UTC')
    AND o.created_at < ((p_day + 1)::timestamp AT TIME ZONE 'UTC') AND o.channel = p_channel
    AND o.retail_network_id = p_rn AND o.business_region_id = p_br AND o.status_id <> 4
    AND o.id IS DISTINCT FROM p_except
$$;
--> statement-breakpoint
-- New orders (statement-level, `new_rows`): one upsert per roll-up, rows in key order. Their
-- lines come in their own statement (report_rollup_lines).
CREATE FUNCTION report_rollup_orders_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_hours AS t (day, outlet_id, channel, hour, retail_network_id, business_region_id, orders, revenue)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, n.outlet_id, n.channel,
    date_part('hour', n.created_at AT TIME ZONE ol.time_zone)::smallint, n.retail_network_id, n.business_region_id,
    count(*), sum(n.amount)
  FROM new_rows n JOIN outlets ol ON ol.id = n.outlet_id
  WHERE n.status_id <> 4
  GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT report_hours_pk
  DO UPDATE SET orders = t.orders + excluded.orders, revenue = t.revenue + excluded.revenue;

  INSERT INTO report_delivery AS t (day, outlet_id, channel, delivery_type, minute, retail_network_id,
    business_region_id, orders, promised_us, actual_us, late)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, n.outlet_id, n.channel, n.delivery_type,
    round(extract(epoch FROM n.updated_at - n.created_at) / 60)::integer, n.retail_network_id, n.business_region_id,
    count(*), sum((extract(epoch FROM n.expected_at - n.created_at) * 1000000)::bigint),
    sum((extract(epoch FROM n.updated_at - n.created_at) * 1000000)::bigint),
    count(*) FILTER (WHERE n.updated_at > n.expected_at)
  FROM new_rows n
  WHERE n.status_id = 3 AND n.expected_at IS NOT NULL AND n.deliver_at IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT ON CONSTRAINT report_delivery_pk
  DO UPDATE SET orders = t.orders + excluded.orders, promised_us = t.promised_us + excluded.promised_us,
    actual_us = t.actual_us + excluded.actual_us, late = t.late + excluded.late;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Changed orders (statement-level, `old_rows` and `new_rows`): each row's old part is taken
-- away and its new part added, summed per roll-up row; parts that cancel (a status move from
-- accepted to cooking, a new address) write nothing. A cancellation, its reversal, a move to
-- another outlet or channel, an amount changed, a completion: each moves its order's figures.
-- Dish lines move with their order when its day, place, channel or keeping changes; a roll-up
-- row that lost the line it was named after is named after its newest kept line again.
CREATE FUNCTION report_rollup_orders_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_hours AS t (day, outlet_id, channel, hour, retail_network_id, business_region_id, orders, revenue)
  SELECT (d.created_at AT TIME ZONE 'UTC')::date, d.outlet_id, d.channel,
    date_part('hour', d.created_at AT TIME ZONE ol.time_zone)::smallint, d.retail_network_id, d.business_region_id,
    sum(d.s), sum(d.s * d.amount)
  FROM (
    SELECT n.created_at, n.outlet_id, n.channel, n.retail_network_id, n.business_region_id, n.amount, 1 AS s
    FROM new_rows n WHERE n.status_id <> 4
    UNION ALL
    SELECT o.created_at, o.outlet_id, o.channel, o.retail_network_id, o.business_region_id, o.amount, -1
    FROM old_rows o WHERE o.status_id <> 4
  ) d JOIN outlets ol ON ol.id = d.outlet_id
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.s) <> 0 OR sum(d.s * d.amount) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT report_hours_pk
  DO UPDATE SET orders = t.orders + excluded.orders, revenue = t.revenue + excluded.revenue;

  INSERT INTO report_delivery AS t (day, outlet_id, channel, delivery_type, minute, retail_network_id,
    business_region_id, orders, promised_us, actual_us, late)
  SELECT (d.created_at AT TIME ZONE 'UTC')::date, d.outlet_id, d.channel, d.delivery_type,
    round(extract(epoch FROM d.updated_at - d.created_at) / 60)::integer, d.retail_network_id, d.business_region_id,
    sum(d.s), sum(d.s * (extract(epoch FROM d.expected_at - d.created_at) * 1000000)::bigint),
    sum(d.s * (extract(epoch FROM d.updated_at - d.created_at) * 1000000)::bigint),
    coalesce(sum(d.s) FILTER (WHERE d.updated_at > d.expected_at), 0)
  FROM (
    SELECT n.created_at, n.updated_at, n.expected_at, n.outlet_id, n.channel, n.delivery_type, n.retail_network_id,
      n.business_region_id, 1 AS s
    FROM new_rows n WHERE n.status_id = 3 AND n.expected_at IS NOT NULL AND n.deliver_at IS NULL
    UNION ALL
    SELECT o.created_at, o.updated_at, o.expected_at, o.outlet_id, o.channel, o.delivery_type, o.retail_network_id,
      o.business_region_id, -1
    FROM old_rows o WHERE o.status_id = 3 AND o.expected_at IS NOT NULL AND o.deliver_at IS NULL
  ) d
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(d.s) <> 0 OR sum(d.s * (extract(epoch FROM d.expected_at - d.created_at) * 1000000)::bigint) <> 0
    OR sum(d.s * (extract(epoch FROM d.updated_at - d.created_at) * 1000000)::bigint) <> 0
    OR coalesce(sum(d.s) FILTER (WHERE d.updated_at > d.expected_at), 0) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7
  ON CONFLICT ON CONSTRAINT report_delivery_pk
  DO UPDATE SET orders = t.orders + excluded.orders, promised_us = t.promised_us + excluded.promised_us,
    actual_us = t.actual_us + excluded.actual_us, late = t.late + excluded.late;

  INSERT INTO report_dishes AS t (day, outlet_id, channel, product_id, retail_network_id, business_region_id,
    quantity, amount, last_line)
  SELECT (m.created_at AT TIME ZONE 'UTC')::date, m.outlet_id, m.channel, l.product_id, m.retail_network_id,
    m.business_region_id, sum(m.s * l.count), sum(m.s * l.amount), max(l.id) FILTER (WHERE m.s > 0)
  FROM (
    SELECT n.id, n.created_at, n.outlet_id, n.channel, n.retail_network_id, n.business_region_id, 1 AS s
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE n.status_id <> 4
      AND ((o.created_at AT TIME ZONE 'UTC')::date, o.outlet_id, o.channel, o.retail_network_id, o.business_region_id,
        o.status_id <> 4) IS DISTINCT FROM ((n.created_at AT TIME ZONE 'UTC')::date, n.outlet_id, n.channel,
        n.retail_network_id, n.business_region_id, n.status_id <> 4)
    UNION ALL
    SELECT o.id, o.created_at, o.outlet_id, o.channel, o.retail_network_id, o.business_region_id, -1
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.status_id <> 4
      AND ((o.created_at AT TIME ZONE 'UTC')::date, o.outlet_id, o.channel, o.retail_network_id, o.business_region_id,
        o.status_id <> 4) IS DISTINCT FROM ((n.created_at AT TIME ZONE 'UTC')::date, n.outlet_id, n.channel,
        n.retail_network_id, n.business_region_id, n.status_id <> 4)
  ) m JOIN order_lines l ON l.order_id = m.id AND l.parent_product_id IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT report_dishes_pk
  DO UPDATE SET quantity = t.quantity + excluded.quantity, amount = t.amount + excluded.amount,
    last_line = greatest(t.last_line, excluded.last_line);

  IF FOUND THEN
    UPDATE report_dishes t SET last_line = report_dishes_last_line(t.day, t.outlet_id, t.channel, t.product_id,
      t.retail_network_id, t.business_region_id, NULL)
    FROM (
      SELECT (o.created_at AT TIME ZONE 'UTC')::date AS day, o.outlet_id, o.channel, l.product_id, o.retail_network_id,
        o.business_region_id, max(l.id) AS line
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      JOIN order_lines l ON l.order_id = o.id AND l.parent_product_id IS NULL
      WHERE o.status_id <> 4
        AND ((o.created_at AT TIME ZONE 'UTC')::date, o.outlet_id, o.channel, o.retail_network_id, o.business_region_id,
          o.status_id <> 4) IS DISTINCT FROM ((n.created_at AT TIME ZONE 'UTC')::date, n.outlet_id, n.channel,
          n.retail_network_id, n.business_region_id, n.status_id <> 4)
      GROUP BY 1, 2, 3, 4, 5, 6
    ) r
    WHERE t.day = r.day AND t.outlet_id = r.outlet_id AND t.channel = r.channel AND t.product_id = r.product_id
      AND t.retail_network_id = r.retail_network_id AND t.business_region_id = r.business_region_id
      AND t.last_line <= r.line;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Order lines added, changed or removed (statement-level): each line's part counted on its
-- order as it is now. Lines removed with their order are not found here (the order is gone):
-- report_rollup_order_delete took them away before.
CREATE FUNCTION report_rollup_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_dishes AS t (day, outlet_id, channel, product_id, retail_network_id, business_region_id,
      quantity, amount, last_line)
    SELECT (o.created_at AT TIME ZONE 'UTC')::date, o.outlet_id, o.channel, l.product_id, o.retail_network_id,
      o.business_region_id, sum(l.count), sum(l.amount), max(l.id)
    FROM new_rows l JOIN orders o ON o.id = l.order_id
    WHERE l.parent_product_id IS NULL AND o.status_id <> 4
    GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT report_dishes_pk
    DO UPDATE SET quantity = t.quantity + excluded.quantity, amount = t.amount + excluded.amount,
      last_line = greatest(t.last_line, excluded.last_line);
    RETURN NULL;
  END IF;
  -- changed lines: the old part away, the new part added (parts that cancel write nothing)
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO report_dishes AS t (day, outlet_id, channel, product_id, retail_network_id, business_region_id,
      quantity, amount, last_line)
    SELECT (o.created_at AT TIME ZONE 'UTC')::date, o.outlet_id, o.channel, d.product_id, o.retail_network_id,
      o.business_region_id, sum(d.s * d.count), sum(d.s * d.amount), max(d.id) FILTER (WHERE d.s > 0)
    FROM (
      SELECT o.id, o.order_id, o.product_id, o.count, o.amount, -1 AS s
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.parent_product_id IS NULL AND (o.order_id, o.product_id, o.parent_product_id, o.count, o.amount)
          IS DISTINCT FROM (n.order_id, n.product_id, n.parent_product_id, n.count, n.amount)
      UNION ALL
      SELECT n.id, n.order_id, n.product_id, n.count, n.amount, 1
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE n.parent_product_id IS NULL AND (o.order_id, o.product_id, o.parent_product_id, o.count, o.amount)
          IS DISTINCT FROM (n.order_id, n.product_id, n.parent_product_id, n.count, n.amount)
    ) d JOIN orders o ON o.id = d.order_id
    WHERE o.status_id <> 4
    GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT report_dishes_pk
    DO UPDATE SET quantity = t.quantity + excluded.quantity, amount = t.amount + excluded.amount,
      last_line = greatest(t.last_line, excluded.last_line);
    IF FOUND THEN
      UPDATE report_dishes t SET last_line = report_dishes_last_line(t.day, t.outlet_id, t.channel, t.product_id,
        t.retail_network_id, t.business_region_id, NULL)
      FROM (
        SELECT (o.created_at AT TIME ZONE 'UTC')::date AS day, o.outlet_id, o.channel, d.product_id,
          o.retail_network_id, o.business_region_id, max(d.id) AS line
        FROM (
          SELECT o.id, o.order_id, o.product_id
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.parent_product_id IS NULL AND (o.order_id, o.product_id, o.parent_product_id, o.count, o.amount)
          IS DISTINCT FROM (n.order_id, n.product_id, n.parent_product_id, n.count, n.amount)
        ) d JOIN orders o ON o.id = d.order_id
        WHERE o.status_id <> 4
        GROUP BY 1, 2, 3, 4, 5, 6
      ) r
      WHERE t.day = r.day AND t.outlet_id = r.outlet_id AND t.channel = r.channel AND t.product_id = r.product_id
        AND t.retail_network_id = r.retail_network_id AND t.business_region_id = r.business_region_id
        AND t.last_line <= r.line;
    END IF;
  ELSE
    INSERT INTO report_dishes AS t (day, outlet_id, channel, product_id, retail_network_id, business_region_id,
      quantity, amount, last_line)
    SELECT (o.created_at AT TIME ZONE 'UTC')::date, o.outlet_id, o.channel, d.product_id, o.retail_network_id,
      o.business_region_id, sum(d.s * d.count), sum(d.s * d.amount), max(d.id) FILTER (WHERE d.s > 0)
    FROM (
      SELECT o.id, o.order_id, o.product_id, o.count, o.amount, -1 AS s
      FROM old_rows o WHERE o.parent_product_id IS NULL
    ) d JOIN orders o ON o.id = d.order_id
    WHERE o.status_id <> 4
    GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT report_dishes_pk
    DO UPDATE SET quantity = t.quantity + excluded.quantity, amount = t.amount + excluded.amount,
      last_line = greatest(t.last_line, excluded.last_line);
    IF FOUND THEN
      UPDATE report_dishes t SET last_line = report_dishes_last_line(t.day, t.outlet_id, t.channel, t.product_id,
        t.retail_network_id, t.business_region_id, NULL)
      FROM (
        SELECT (o.created_at AT TIME ZONE 'UTC')::date AS day, o.outlet_id, o.channel, d.product_id,
          o.retail_network_id, o.business_region_id, max(d.id) AS line
        FROM (
          SELECT o.id, o.order_id, o.product_id FROM old_rows o WHERE o.parent_product_id IS NULL
        ) d JOIN orders o ON o.id = d.order_id
        WHERE o.status_id <> 4
        GROUP BY 1, 2, 3, 4, 5, 6
      ) r
      WHERE t.day = r.day AND t.outlet_id = r.outlet_id AND t.channel = r.channel AND t.product_id = r.product_id
        AND t.retail_network_id = r.retail_network_id AND t.business_region_id = r.business_region_id
        AND t.last_line <= r.line;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An order deleted (row-level, before: its lines are still there, and are deleted with it by
-- the foreign key's cascade after): its part taken away from every roll-up
CREATE FUNCTION report_rollup_order_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_day date := (OLD.created_at AT TIME ZONE 'UTC')::date;
BEGIN
  IF OLD.status_id <> 4 THEN
    UPDATE report_hours t SET orders = t.orders - 1, revenue = t.revenue - OLD.amount
    FROM outlets ol
    WHERE ol.id = OLD.outlet_id AND t.day = v_day AND t.outlet_id = OLD.outlet_id AND t.channel = OLD.channel
      AND t.hour = date_part('hour', OLD.created_at AT TIME ZONE ol.time_zone)
      AND t.retail_network_id = OLD.retail_network_id AND t.business_region_id = OLD.business_region_id;
    UPDATE report_dishes t SET quantity = t.quantity - l.quantity, amount = t.amount - l.amount,
      last_line = CASE WHEN t.last_line <= l.line
        THEN report_dishes_last_line(t.day, t.outlet_id, t.channel, t.product_id, t.retail_network_id,
          t.business_region_id, OLD.id)
        ELSE t.last_line END
    FROM (
      SELECT product_id, sum(count) AS quantity, sum(amount) AS amount, max(id) AS line
      FROM order_lines WHERE order_id = OLD.id AND parent_product_id IS NULL GROUP BY 1 ORDER BY 1
    ) l
    WHERE t.day = v_day AND t.outlet_id = OLD.outlet_id AND t.channel = OLD.channel AND t.product_id = l.product_id
      AND t.retail_network_id = OLD.retail_network_id AND t.business_region_id = OLD.business_region_id;
  END IF;
  IF OLD.status_id = 3 AND OLD.expected_at IS NOT NULL AND OLD.deliver_at IS NULL THEN
    UPDATE report_delivery t SET orders = t.orders - 1,
      promised_us = t.promised_us - (extract(epoch FROM OLD.expected_at - OLD.created_at) * 1000000)::bigint,
      actual_us = t.actual_us - (extract(epoch FROM OLD.updated_at - OLD.created_at) * 1000000)::bigint,
      late = t.late - (OLD.updated_at > OLD.expected_at)::integer
    WHERE t.day = v_day AND t.outlet_id = OLD.outlet_id AND t.channel = OLD.channel
      AND t.delivery_type = OLD.delivery_type
      AND t.minute = round(extract(epoch FROM OLD.updated_at - OLD.created_at) / 60)::integer
      AND t.retail_network_id = OLD.retail_network_id AND t.business_region_id = OLD.business_region_id;
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION report_rollup_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE report_hours, report_dishes, report_delivery;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An outlet put on another clock: its hours counted again from its orders
CREATE FUNCTION report_rollup_outlet_time_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_hours WHERE outlet_id = NEW.id;
  INSERT INTO report_hours (day, outlet_id, channel, hour, retail_network_id, business_region_id, orders, revenue)
  SELECT (o.created_at AT TIME ZONE 'UTC')::date, o.outlet_id, o.channel,
    date_part('hour', o.created_at AT TIME ZONE NEW.time_zone)::smallint, o.retail_network_id, o.business_region_id,
    count(*), sum(o.amount)
  FROM orders o
  WHERE o.outlet_id = NEW.id AND o.status_id <> 4
  GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER report_rollup_orders_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rollup_orders_insert();
--> statement-breakpoint
CREATE TRIGGER report_rollup_orders_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rollup_orders_update();
--> statement-breakpoint
CREATE TRIGGER report_rollup_order_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION report_rollup_order_delete();
--> statement-breakpoint
CREATE TRIGGER report_rollup_orders_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION report_rollup_truncate();
--> statement-breakpoint
CREATE TRIGGER report_rollup_lines_insert AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rollup_lines();
--> statement-breakpoint
CREATE TRIGGER report_rollup_lines_update AFTER UPDATE ON order_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rollup_lines();
--> statement-breakpoint
CREATE TRIGGER report_rollup_lines_delete AFTER DELETE ON order_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_rollup_lines();
--> statement-breakpoint
CREATE TRIGGER report_rollup_outlet_time_zone AFTER UPDATE OF time_zone ON outlets
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION report_rollup_outlet_time_zone();
