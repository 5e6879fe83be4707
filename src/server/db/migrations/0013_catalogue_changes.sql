CREATE TABLE "catalogue_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"sku_code" varchar(40),
	"category_id" integer,
	"everything" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalogue_changes_txid_idx" ON "catalogue_changes" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "catalogue_changes_created_idx" ON "catalogue_changes" USING btree ("created_at");--> statement-breakpoint
-- Hand-written tail: the triggers that fill catalogue_changes (docs/decisions/0051-storefront-freshness.md).
-- Statement triggers with transition tables: one pass per statement, whoever writes (the console, the
-- importer, the seed, an operator's SQL). A statement touching more than 100 products records
-- "everything" instead of a row per product. Category and vehicle writes, and any TRUNCATE, are
-- "everything": the menu, breadcrumbs and vehicle names show on many pages.
CREATE OR REPLACE FUNCTION record_catalogue_everything() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (everything) VALUES (true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Inserted or deleted products (transition table changed_rows).
CREATE OR REPLACE FUNCTION record_product_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM (SELECT 1 FROM changed_rows LIMIT 101) AS s) > 100 THEN
    INSERT INTO catalogue_changes (everything) VALUES (true);
  ELSE
    INSERT INTO catalogue_changes (sku_code, category_id)
      SELECT DISTINCT sku_code, category_id FROM changed_rows;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Updated products: only rows whose shown columns changed (the search engine rewriting search terms,
-- popularity counts and updated_at alone change no page). Both the old and the new SKU and category.
CREATE OR REPLACE FUNCTION record_product_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT v.sku_code, v.category_id
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.sku_code, o.category_id), (n.sku_code, n.category_id)) AS v(sku_code, category_id)
    WHERE (to_jsonb(o) - ARRAY['search_vector', 'search_stale', 'popularity', 'updated_at'])
      IS DISTINCT FROM (to_jsonb(n) - ARRAY['search_vector', 'search_stale', 'popularity', 'updated_at'])
  ), bulk AS (
    SELECT count(*) > 100 AS yes FROM (SELECT DISTINCT sku_code FROM changed LIMIT 101) AS s
  )
  INSERT INTO catalogue_changes (sku_code, category_id, everything)
    (SELECT NULL, NULL, true FROM bulk WHERE bulk.yes)
    UNION ALL
    (SELECT DISTINCT changed.sku_code, changed.category_id, false FROM changed, bulk WHERE NOT bulk.yes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rows that belong to a product (fitments, vehicle links): that product's page and listings.
CREATE OR REPLACE FUNCTION record_product_part_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM (SELECT DISTINCT product_id FROM changed_rows LIMIT 101) AS s) > 100 THEN
    INSERT INTO catalogue_changes (everything) VALUES (true);
  ELSE
    INSERT INTO catalogue_changes (sku_code, category_id)
      SELECT DISTINCT p.sku_code, p.category_id
      FROM (SELECT DISTINCT product_id FROM changed_rows) AS c JOIN products p ON p.id = c.product_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_record_inserts AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_changes();
--> statement-breakpoint
CREATE TRIGGER products_record_deletes AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_changes();
--> statement-breakpoint
CREATE TRIGGER products_record_updates AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_updates();
--> statement-breakpoint
CREATE TRIGGER products_record_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION record_catalogue_everything();
--> statement-breakpoint
CREATE TRIGGER product_fitments_record_inserts AFTER INSERT ON product_fitments
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_part_changes();
--> statement-breakpoint
CREATE TRIGGER product_fitments_record_deletes AFTER DELETE ON product_fitments
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_part_changes();
--> statement-breakpoint
-- An update may move a row between products: both sides count (one trigger per transition table).
CREATE TRIGGER product_fitments_record_updates_old AFTER UPDATE ON product_fitments
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_part_changes();
--> statement-breakpoint
CREATE TRIGGER product_fitments_record_updates_new AFTER UPDATE ON product_fitments
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_part_changes();
--> statement-breakpoint
CREATE TRIGGER product_fitments_record_truncate AFTER TRUNCATE ON product_fitments
  FOR EACH STATEMENT EXECUTE FUNCTION record_catalogue_everything();
--> statement-breakpoint
CREATE TRIGGER product_vehicles_record_inserts AFTER INSERT ON product_vehicles
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_part_changes();
--> statement-breakpoint
CREATE TRIGGER product_vehicles_record_deletes AFTER DELETE ON product_vehicles
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_part_changes();
--> statement-breakpoint
CREATE TRIGGER product_vehicles_record_updates_old AFTER UPDATE ON product_vehicles
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_part_changes();
--> statement-breakpoint
CREATE TRIGGER product_vehicles_record_updates_new AFTER UPDATE ON product_vehicles
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_product_part_changes();
--> statement-breakpoint
CREATE TRIGGER product_vehicles_record_truncate AFTER TRUNCATE ON product_vehicles
  FOR EACH STATEMENT EXECUTE FUNCTION record_catalogue_everything();
--> statement-breakpoint
CREATE TRIGGER categories_record_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION record_catalogue_everything();
--> statement-breakpoint
CREATE TRIGGER vehicles_record_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vehicles
  FOR EACH STATEMENT EXECUTE FUNCTION record_catalogue_everything();
