CREATE TABLE "category_product_counts" (
	"category_id" integer NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_product_counts_category_id_pk" PRIMARY KEY("category_id")
);
--> statement-breakpoint
CREATE TABLE "part_cross_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"brand" varchar(80) NOT NULL,
	"number" varchar(60) NOT NULL,
	"number_key" text GENERATED ALWAYS AS (part_number_key(number)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_number_lookup" (
	"key" text NOT NULL,
	"product_id" integer NOT NULL,
	"source" smallint NOT NULL,
	"number" text NOT NULL,
	"ref_id" integer
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"stem" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "popularity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_stale" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "category_product_counts" ADD CONSTRAINT "category_product_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_cross_references" ADD CONSTRAINT "part_cross_references_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_number_lookup" ADD CONSTRAINT "part_number_lookup_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_number_lookup" ADD CONSTRAINT "part_number_lookup_ref_id_part_cross_references_id_fk" FOREIGN KEY ("ref_id") REFERENCES "public"."part_cross_references"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_cross_references_product_idx" ON "part_cross_references" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "part_cross_references_key_idx" ON "part_cross_references" USING btree ("number_key");--> statement-breakpoint
CREATE INDEX "part_number_lookup_key_idx" ON "part_number_lookup" USING btree ("key" text_pattern_ops,"product_id");--> statement-breakpoint
CREATE INDEX "part_number_lookup_product_idx" ON "part_number_lookup" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "search_words_stem_idx" ON "search_words" USING btree ("stem");--> statement-breakpoint
-- hand-written: search (issue 11, ADR 0030). Runs the same on PostgreSQL and PGlite (pg_trgm and
-- fuzzystrmatch are loaded as PGlite extensions by src/server/db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- Slashes (HU 719/6) and backslashes join the characters a part number key ignores; src/lib/part-number-key.ts
-- applies the same rule. The function changed, so the indexes built on it are rebuilt.
CREATE OR REPLACE FUNCTION part_number_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT upper(regexp_replace(value, '[\t\n\v\f\r \u00A0\u2000-\u200A\u202F\u205F\u3000\uFEFF.\uFF0E\u2010-\u2015\u2212\uFF0D/\uFF0F\\-]+', '', 'g')) $$;
--> statement-breakpoint
REINDEX INDEX products_sku_key_idx;
--> statement-breakpoint
REINDEX INDEX products_part_number_key_idx;
--> statement-breakpoint
REINDEX INDEX products_oe_keys_idx;
--> statement-breakpoint
-- Full-text terms of listed products; fastupdate off: no pending list to scan (PGlite has no autovacuum).
CREATE INDEX products_search_vector_idx ON products USING gin (search_vector) WITH (fastupdate = off) WHERE status = 'active';
--> statement-breakpoint
CREATE INDEX products_search_stale_idx ON products (id) WHERE search_stale;
--> statement-breakpoint
CREATE INDEX part_number_lookup_key_trgm_idx ON part_number_lookup USING gin (key gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX search_words_word_trgm_idx ON search_words USING gin (word gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- A searchable column changed without new terms: the engine re-segments the row before it answers.
CREATE OR REPLACE FUNCTION products_mark_search_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.search_vector IS NULL THEN NEW.search_stale := true; END IF;
  ELSIF NEW.search_vector IS NOT DISTINCT FROM OLD.search_vector
    AND (NEW.title_zh, NEW.title_en, NEW.brand, NEW.part_number, NEW.sku_code, NEW.oe_numbers, NEW.category_id)
      IS DISTINCT FROM (OLD.title_zh, OLD.title_en, OLD.brand, OLD.part_number, OLD.sku_code, OLD.oe_numbers, OLD.category_id) THEN
    NEW.search_stale := true;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_stale BEFORE INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION products_mark_search_stale();
--> statement-breakpoint
-- part_number_lookup follows products (SKU 0, maker's number 1, OE numbers 2) statement by statement.
CREATE OR REPLACE FUNCTION part_lookup_follow_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM part_number_lookup l USING old_rows o JOIN new_rows n ON n.id = o.id
      WHERE l.product_id = n.id AND l.source < 3
        AND (o.sku_code, o.part_number, o.oe_numbers) IS DISTINCT FROM (n.sku_code, n.part_number, n.oe_numbers);
    INSERT INTO part_number_lookup (key, product_id, source, number)
      SELECT k.key, k.product_id, k.source, k.number
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (
        SELECT part_number_key(n.sku_code) AS key, n.id AS product_id, 0::smallint AS source, n.sku_code::text AS number
        UNION ALL SELECT part_number_key(n.part_number), n.id, 1::smallint, n.part_number::text
        UNION ALL SELECT part_number_key(v), n.id, 2::smallint, v FROM unnest(n.oe_numbers) AS v
      ) k
      WHERE (o.sku_code, o.part_number, o.oe_numbers) IS DISTINCT FROM (n.sku_code, n.part_number, n.oe_numbers)
        AND k.key <> '';
  ELSE
    INSERT INTO part_number_lookup (key, product_id, source, number)
      SELECT k.key, k.product_id, k.source, k.number
      FROM new_rows n
      CROSS JOIN LATERAL (
        SELECT part_number_key(n.sku_code) AS key, n.id AS product_id, 0::smallint AS source, n.sku_code::text AS number
        UNION ALL SELECT part_number_key(n.part_number), n.id, 1::smallint, n.part_number::text
        UNION ALL SELECT part_number_key(v), n.id, 2::smallint, v FROM unnest(n.oe_numbers) AS v
      ) k
      WHERE k.key <> '';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_part_lookup_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION part_lookup_follow_products();
--> statement-breakpoint
CREATE TRIGGER products_part_lookup_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION part_lookup_follow_products();
--> statement-breakpoint
-- Cross-references (source 3) join the lookup; deleting one deletes its row there (ref_id cascade).
CREATE OR REPLACE FUNCTION part_lookup_follow_xrefs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM part_number_lookup l USING new_rows n WHERE l.ref_id = n.id;
  END IF;
  INSERT INTO part_number_lookup (key, product_id, source, number, ref_id)
    SELECT n.number_key, n.product_id, 3, n.number, n.id FROM new_rows n WHERE n.number_key <> '';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER part_xrefs_lookup_insert AFTER INSERT ON part_cross_references
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION part_lookup_follow_xrefs();
--> statement-breakpoint
CREATE TRIGGER part_xrefs_lookup_update AFTER UPDATE ON part_cross_references
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION part_lookup_follow_xrefs();
--> statement-breakpoint
-- Listed products per category, so a listing's total is a sum of a few rows, not a count of many.
CREATE OR REPLACE FUNCTION category_counts_follow_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO category_product_counts AS c (category_id, active)
      SELECT category_id, count(*) FROM new_rows WHERE status = 'active' GROUP BY category_id
      ON CONFLICT (category_id) DO UPDATE SET active = c.active + EXCLUDED.active;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE category_product_counts c SET active = c.active - d.n
      FROM (SELECT category_id, count(*) AS n FROM old_rows WHERE status = 'active' GROUP BY category_id) d
      WHERE c.category_id = d.category_id;
  ELSE
    INSERT INTO category_product_counts AS c (category_id, active)
      SELECT category_id, sum(n) FROM (
        SELECT category_id, 1 AS n FROM new_rows WHERE status = 'active'
        UNION ALL SELECT category_id, -1 FROM old_rows WHERE status = 'active'
      ) x GROUP BY category_id HAVING sum(n) <> 0
      ON CONFLICT (category_id) DO UPDATE SET active = c.active + EXCLUDED.active;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_category_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION category_counts_follow_products();
--> statement-breakpoint
CREATE TRIGGER products_category_counts_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION category_counts_follow_products();
--> statement-breakpoint
CREATE TRIGGER products_category_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION category_counts_follow_products();
--> statement-breakpoint
-- Products that exist before this migration: their numbers and counts (terms come from the engine).
INSERT INTO part_number_lookup (key, product_id, source, number)
  SELECT k.key, k.product_id, k.source, k.number FROM products n
  CROSS JOIN LATERAL (
    SELECT part_number_key(n.sku_code) AS key, n.id AS product_id, 0::smallint AS source, n.sku_code::text AS number
    UNION ALL SELECT part_number_key(n.part_number), n.id, 1::smallint, n.part_number::text
    UNION ALL SELECT part_number_key(v), n.id, 2::smallint, v FROM unnest(n.oe_numbers) AS v
  ) k WHERE k.key <> '';
--> statement-breakpoint
INSERT INTO category_product_counts (category_id, active)
  SELECT category_id, count(*) FROM products WHERE status = 'active' GROUP BY category_id;
