CREATE TABLE "report_dishes_brand" (
	"day" date NOT NULL,
	"retail_network_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"last_line" integer,
	CONSTRAINT "report_dishes_brand_pk" PRIMARY KEY("day","retail_network_id","product_id")
);
--> statement-breakpoint
-- Dishes per UTC day, brand and product (modules/reports/README.md, "Roll-ups"): report_dishes
-- without outlet, city and channel, for the reports that filter none of them (the bench's chain
-- year: ~240,000 rows instead of 1.3 million). The compaction folds the same appended parts into
-- both; here the parts so far are folded first, then the day rows are added up.
CREATE OR REPLACE FUNCTION report_rollup_compact() RETURNS bigint LANGUAGE plpgsql AS $$
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
  ), b AS (
    INSERT INTO report_dishes_brand AS t (day, retail_network_id, product_id, quantity, amount, last_line)
    SELECT day, retail_network_id, product_id, sum(quantity), sum(amount), max(last_line)
    FROM d GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ON CONSTRAINT report_dishes_brand_pk
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
--> statement-breakpoint
SELECT report_rollup_compact();
--> statement-breakpoint
INSERT INTO report_dishes_brand (day, retail_network_id, product_id, quantity, amount, last_line)
SELECT day, retail_network_id, product_id, sum(quantity), sum(amount), max(last_line)
FROM report_dishes GROUP BY 1, 2, 3;
--> statement-breakpoint
ANALYZE report_dishes_brand;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_rollup_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_hours;
  DELETE FROM report_dishes;
  DELETE FROM report_dishes_brand;
  DELETE FROM report_delivery;
  DELETE FROM report_hours_delta;
  DELETE FROM report_dishes_delta;
  DELETE FROM report_delivery_delta;
  RETURN NULL;
END;
$$;
