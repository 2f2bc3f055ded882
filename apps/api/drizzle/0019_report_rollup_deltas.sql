CREATE TABLE "report_delivery_delta" (
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
	"late" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_dishes_delta" (
	"day" date NOT NULL,
	"retail_network_id" integer NOT NULL,
	"business_region_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"channel" text NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"last_line" integer
);
--> statement-breakpoint
CREATE TABLE "report_hours_delta" (
	"day" date NOT NULL,
	"retail_network_id" integer NOT NULL,
	"business_region_id" integer NOT NULL,
	"outlet_id" integer NOT NULL,
	"channel" text NOT NULL,
	"hour" smallint NOT NULL,
	"orders" integer NOT NULL,
	"revenue" bigint NOT NULL
);
--> statement-breakpoint
--> statement-breakpoint
-- The reports' customers: every kept order with its amount, guests included, in customer order,
-- so a year of every brand's customers is read from the index alone (960-1080 -> 650-690 ms at
-- load 9 on the bench's million orders); it also finds each customer's first kept order of a
-- brand, as the index it replaces did.
DROP INDEX "orders_customer_first_idx";--> statement-breakpoint
CREATE INDEX "orders_customer_kept_idx" ON "orders" USING btree ("customer_id","retail_network_id","created_at","amount") WHERE "orders"."status_id" <> 4;
--> statement-breakpoint
-- The roll-ups' writes become appends (modules/reports/README.md, "Roll-ups"). With 0018's
-- upserts every order of one outlet, channel and hour updated the same day row and held its lock
-- until its transaction committed: 8 concurrent order transactions of one outlet went from
-- ~1,600 to ~200 a second (pgbench, 2 ms of other work in each). Now each write appends its
-- parts (a statement's new orders or lines summed per roll-up row) to report_*_delta and
-- updates no shared row; report_rollup_compact() (each report calls it first) moves them into
-- the day rows. A dish's
-- row names its newest line counted (last_line is no longer searched again when that line's
-- order is cancelled or moved: that search read the outlet's whole day in the order's
-- transaction).
DROP FUNCTION report_dishes_last_line(date, integer, text, integer, integer, integer, uuid);
--> statement-breakpoint
-- New orders (statement-level, `new_rows`): their parts appended, summed per roll-up row.
CREATE OR REPLACE FUNCTION report_rollup_orders_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_hours_delta (day, outlet_id, channel, hour, retail_network_id, business_region_id, orders, revenue)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, n.outlet_id, n.channel,
    date_part('hour', n.created_at AT TIME ZONE ol.time_zone)::smallint, n.retail_network_id, n.business_region_id,
    count(*), sum(n.amount)
  FROM new_rows n JOIN outlets ol ON ol.id = n.outlet_id
  WHERE n.status_id <> 4
  GROUP BY 1, 2, 3, 4, 5, 6;

  INSERT INTO report_delivery_delta (day, outlet_id, channel, delivery_type, minute, retail_network_id,
    business_region_id, orders, promised_us, actual_us, late)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, n.outlet_id, n.channel, n.delivery_type,
    round(extract(epoch FROM n.updated_at - n.created_at) / 60)::integer, n.retail_network_id, n.business_region_id,
    count(*), sum((extract(epoch FROM n.expected_at - n.created_at) * 1000000)::bigint),
    sum((extract(epoch FROM n.updated_at - n.created_at) * 1000000)::bigint),
    count(*) FILTER (WHERE n.updated_at > n.expected_at)
  FROM new_rows n
  WHERE n.status_id = 3 AND n.expected_at IS NOT NULL AND n.deliver_at IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Changed orders: row-level now, and only for a change a roll-up counts (the trigger's WHEN is
-- checked without calling a function, so a status move from accepted to cooking, a payment or a
-- new address costs nothing here). With appends no shared row is locked, so rows need no order.
-- The row's old part is taken away and its new part added (parts that cancel write nothing);
-- its dish lines move with it when its day, place, channel or keeping changes.
DROP TRIGGER report_rollup_orders_update ON orders;
--> statement-breakpoint
DROP FUNCTION report_rollup_orders_update();
--> statement-breakpoint
CREATE FUNCTION report_rollup_order_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_hours_delta (day, outlet_id, channel, hour, retail_network_id, business_region_id, orders, revenue)
  SELECT (d.created_at AT TIME ZONE 'UTC')::date, d.outlet_id, d.channel,
    date_part('hour', d.created_at AT TIME ZONE ol.time_zone)::smallint, d.rn, d.br, sum(d.s), sum(d.s * d.amount)
  FROM (VALUES
      (OLD.created_at, OLD.outlet_id, OLD.channel, OLD.retail_network_id, OLD.business_region_id, OLD.amount, -1,
        OLD.status_id <> 4),
      (NEW.created_at, NEW.outlet_id, NEW.channel, NEW.retail_network_id, NEW.business_region_id, NEW.amount, 1,
        NEW.status_id <> 4)
    ) d(created_at, outlet_id, channel, rn, br, amount, s, counted)
  JOIN outlets ol ON ol.id = d.outlet_id
  WHERE d.counted
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.s) <> 0 OR sum(d.s * d.amount) <> 0;

  INSERT INTO report_delivery_delta (day, outlet_id, channel, delivery_type, minute, retail_network_id,
    business_region_id, orders, promised_us, actual_us, late)
  SELECT (d.created_at AT TIME ZONE 'UTC')::date, d.outlet_id, d.channel, d.delivery_type,
    round(extract(epoch FROM d.updated_at - d.created_at) / 60)::integer, d.rn, d.br, sum(d.s),
    sum(d.s * (extract(epoch FROM d.expected_at - d.created_at) * 1000000)::bigint),
    sum(d.s * (extract(epoch FROM d.updated_at - d.created_at) * 1000000)::bigint),
    coalesce(sum(d.s) FILTER (WHERE d.updated_at > d.expected_at), 0)
  FROM (VALUES
      (OLD.created_at, OLD.updated_at, OLD.expected_at, OLD.outlet_id, OLD.channel, OLD.delivery_type,
        OLD.retail_network_id, OLD.business_region_id, -1,
        OLD.status_id = 3 AND OLD.expected_at IS NOT NULL AND OLD.deliver_at IS NULL),
      (NEW.created_at, NEW.updated_at, NEW.expected_at, NEW.outlet_id, NEW.channel, NEW.delivery_type,
        NEW.retail_network_id, NEW.business_region_id, 1,
        NEW.status_id = 3 AND NEW.expected_at IS NOT NULL AND NEW.deliver_at IS NULL)
    ) d(created_at, updated_at, expected_at, outlet_id, channel, delivery_type, rn, br, s, counted)
  WHERE d.counted
  GROUP BY 1, 2, 3, 4, 5, 6, 7
  HAVING sum(d.s) <> 0 OR sum(d.s * (extract(epoch FROM d.expected_at - d.created_at) * 1000000)::bigint) <> 0
    OR sum(d.s * (extract(epoch FROM d.updated_at - d.created_at) * 1000000)::bigint) <> 0
    OR coalesce(sum(d.s) FILTER (WHERE d.updated_at > d.expected_at), 0) <> 0;

  IF ((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.outlet_id, OLD.channel, OLD.retail_network_id,
      OLD.business_region_id, OLD.status_id <> 4)
    IS DISTINCT FROM ((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.outlet_id, NEW.channel, NEW.retail_network_id,
      NEW.business_region_id, NEW.status_id <> 4) THEN
    INSERT INTO report_dishes_delta (day, outlet_id, channel, product_id, retail_network_id, business_region_id,
      quantity, amount, last_line)
    SELECT (d.created_at AT TIME ZONE 'UTC')::date, d.outlet_id, d.channel, l.product_id, d.rn, d.br,
      sum(d.s * l.count), sum(d.s * l.amount), max(l.id) FILTER (WHERE d.s > 0)
    FROM order_lines l
    CROSS JOIN (VALUES
        (OLD.created_at, OLD.outlet_id, OLD.channel, OLD.retail_network_id, OLD.business_region_id, -1,
          OLD.status_id <> 4),
        (NEW.created_at, NEW.outlet_id, NEW.channel, NEW.retail_network_id, NEW.business_region_id, 1,
          NEW.status_id <> 4)
      ) d(created_at, outlet_id, channel, rn, br, s, counted)
    WHERE l.order_id = NEW.id AND l.parent_product_id IS NULL AND d.counted
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.s * l.count) <> 0 OR sum(d.s * l.amount) <> 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER report_rollup_order_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.status_id <> 4, OLD.created_at, OLD.outlet_id, OLD.channel, OLD.retail_network_id, OLD.business_region_id,
      OLD.amount)
    IS DISTINCT FROM (NEW.status_id <> 4, NEW.created_at, NEW.outlet_id, NEW.channel, NEW.retail_network_id,
      NEW.business_region_id, NEW.amount)
    OR ((OLD.status_id = 3 AND OLD.expected_at IS NOT NULL AND OLD.deliver_at IS NULL)
      OR (NEW.status_id = 3 AND NEW.expected_at IS NOT NULL AND NEW.deliver_at IS NULL))
    AND (OLD.status_id, OLD.updated_at, OLD.expected_at, OLD.deliver_at, OLD.delivery_type)
      IS DISTINCT FROM (NEW.status_id, NEW.updated_at, NEW.expected_at, NEW.deliver_at, NEW.delivery_type))
  EXECUTE FUNCTION report_rollup_order_update();
--> statement-breakpoint
-- Order lines added, changed or removed (statement-level), counted on their order as it is now.
CREATE OR REPLACE FUNCTION report_rollup_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_dishes_delta (day, outlet_id, channel, product_id, retail_network_id, business_region_id,
      quantity, amount, last_line)
    SELECT (o.created_at AT TIME ZONE 'UTC')::date, o.outlet_id, o.channel, l.product_id, o.retail_network_id,
      o.business_region_id, sum(l.count), sum(l.amount), max(l.id)
    FROM new_rows l JOIN orders o ON o.id = l.order_id
    WHERE l.parent_product_id IS NULL AND o.status_id <> 4
    GROUP BY 1, 2, 3, 4, 5, 6;
    RETURN NULL;
  END IF;
  -- changed lines: the old part taken away, the new part added (parts that cancel write nothing)
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO report_dishes_delta (day, outlet_id, channel, product_id, retail_network_id, business_region_id,
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
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.s * d.count) <> 0 OR sum(d.s * d.amount) <> 0;
  ELSE
    INSERT INTO report_dishes_delta (day, outlet_id, channel, product_id, retail_network_id, business_region_id,
      quantity, amount, last_line)
    SELECT (o.created_at AT TIME ZONE 'UTC')::date, o.outlet_id, o.channel, d.product_id, o.retail_network_id,
      o.business_region_id, sum(d.s * d.count), sum(d.s * d.amount), max(d.id) FILTER (WHERE d.s > 0)
    FROM (
      SELECT o.id, o.order_id, o.product_id, o.count, o.amount, -1 AS s
      FROM old_rows o WHERE o.parent_product_id IS NULL
    ) d JOIN orders o ON o.id = d.order_id
    WHERE o.status_id <> 4
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.s * d.count) <> 0 OR sum(d.s * d.amount) <> 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An order deleted (row-level, before: its lines are still there; the foreign key's cascade
-- deletes them after, and report_rollup_lines no longer finds their order): its parts taken away
CREATE OR REPLACE FUNCTION report_rollup_order_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_day date := (OLD.created_at AT TIME ZONE 'UTC')::date;
BEGIN
  IF OLD.status_id <> 4 THEN
    INSERT INTO report_hours_delta (day, outlet_id, channel, hour, retail_network_id, business_region_id, orders, revenue)
    SELECT v_day, OLD.outlet_id, OLD.channel, date_part('hour', OLD.created_at AT TIME ZONE ol.time_zone)::smallint,
      OLD.retail_network_id, OLD.business_region_id, -1, -OLD.amount
    FROM outlets ol WHERE ol.id = OLD.outlet_id;
    INSERT INTO report_dishes_delta (day, outlet_id, channel, product_id, retail_network_id, business_region_id,
      quantity, amount, last_line)
    SELECT v_day, OLD.outlet_id, OLD.channel, l.product_id, OLD.retail_network_id, OLD.business_region_id,
      -sum(l.count), -sum(l.amount), NULL
    FROM order_lines l WHERE l.order_id = OLD.id AND l.parent_product_id IS NULL GROUP BY l.product_id;
  END IF;
  IF OLD.status_id = 3 AND OLD.expected_at IS NOT NULL AND OLD.deliver_at IS NULL THEN
    INSERT INTO report_delivery_delta (day, outlet_id, channel, delivery_type, minute, retail_network_id,
      business_region_id, orders, promised_us, actual_us, late)
    VALUES (v_day, OLD.outlet_id, OLD.channel, OLD.delivery_type,
      round(extract(epoch FROM OLD.updated_at - OLD.created_at) / 60)::integer, OLD.retail_network_id,
      OLD.business_region_id, -1, -(extract(epoch FROM OLD.expected_at - OLD.created_at) * 1000000)::bigint,
      -(extract(epoch FROM OLD.updated_at - OLD.created_at) * 1000000)::bigint,
      -(OLD.updated_at > OLD.expected_at)::integer);
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
-- Orders truncated: every roll-up emptied (DELETE, not TRUNCATE: a TRUNCATE that names the
-- roll-ups as well, as the demo seed's wipe does, still holds them open when this runs)
CREATE OR REPLACE FUNCTION report_rollup_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_hours;
  DELETE FROM report_dishes;
  DELETE FROM report_delivery;
  DELETE FROM report_hours_delta;
  DELETE FROM report_dishes_delta;
  DELETE FROM report_delivery_delta;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An outlet put on another clock: its hours counted again from its orders
CREATE OR REPLACE FUNCTION report_rollup_outlet_time_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_hours WHERE outlet_id = NEW.id;
  DELETE FROM report_hours_delta WHERE outlet_id = NEW.id;
  INSERT INTO report_hours (day, outlet_id, channel, hour, retail_network_id, business_region_id, orders, revenue)
  SELECT (o.created_at AT TIME ZONE 'UTC')::date, o.outlet_id, o.channel,
    date_part('hour', o.created_at AT TIME ZONE NEW.time_zone)::smallint, o.retail_network_id, o.business_region_id,
    count(*), sum(o.amount)
  FROM orders o
  WHERE o.outlet_id = NEW.id AND o.status_id <> 4
  GROUP BY 1, 2, 3, 4, 5, 6;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The appended parts moved into the day rows: each table's parts deleted and added to their row
-- in one statement (rows in key order, so two compactions never wait for each other in a
-- circle). Parts appended meanwhile by other transactions stay for the next compaction; a
-- report reads the day rows and the parts left alike. Returns how many parts were moved.
CREATE FUNCTION report_rollup_compact() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_moved bigint := 0;
  v_n bigint;
BEGIN
  WITH d AS (DELETE FROM report_hours_delta RETURNING *), m AS (
    INSERT INTO report_hours AS t (day, outlet_id, channel, hour, retail_network_id, business_region_id, orders, revenue)
    SELECT day, outlet_id, channel, hour, retail_network_id, business_region_id, sum(orders), sum(revenue)
    FROM d GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT report_hours_pk
    DO UPDATE SET orders = t.orders + excluded.orders, revenue = t.revenue + excluded.revenue
  ) SELECT count(*) INTO v_n FROM d;
  v_moved := v_moved + v_n;
  WITH d AS (DELETE FROM report_dishes_delta RETURNING *), m AS (
    INSERT INTO report_dishes AS t (day, outlet_id, channel, product_id, retail_network_id, business_region_id,
      quantity, amount, last_line)
    SELECT day, outlet_id, channel, product_id, retail_network_id, business_region_id, sum(quantity), sum(amount),
      max(last_line)
    FROM d GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT report_dishes_pk
    DO UPDATE SET quantity = t.quantity + excluded.quantity, amount = t.amount + excluded.amount,
      last_line = greatest(t.last_line, excluded.last_line)
  ) SELECT count(*) INTO v_n FROM d;
  v_moved := v_moved + v_n;
  WITH d AS (DELETE FROM report_delivery_delta RETURNING *), m AS (
    INSERT INTO report_delivery AS t (day, outlet_id, channel, delivery_type, minute, retail_network_id,
      business_region_id, orders, promised_us, actual_us, late)
    SELECT day, outlet_id, channel, delivery_type, minute, retail_network_id, business_region_id, sum(orders),
      sum(promised_us), sum(actual_us), sum(late)
    FROM d GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT report_delivery_pk
    DO UPDATE SET orders = t.orders + excluded.orders, promised_us = t.promised_us + excluded.promised_us,
      actual_us = t.actual_us + excluded.actual_us, late = t.late + excluded.late
  ) SELECT count(*) INTO v_n FROM d;
  RETURN v_moved + v_n;
END;
$$;
