-- Quick inquiry (ADR 0017): part numbers match ignoring case, white space, dots and hyphens (also the
-- typographic and full-width dashes people paste). The same rule lives in src/lib/part-number-key.ts;
-- a test compares the two. Immutable, so products can be indexed on the keys; part_number_keys names
-- its helper with the schema so a restore (empty search_path) can rebuild the index.
CREATE OR REPLACE FUNCTION part_number_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT upper(regexp_replace(value, '[\t\n\v\f\r \u00A0\u2000-\u200A\u202F\u205F\u3000\uFEFF.\uFF0E\u2010-\u2015\u2212\uFF0D-]+', '', 'g')) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION part_number_keys(value text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(public.part_number_key(v)), '{}'::text[]) FROM unnest(value) AS v $$;
--> statement-breakpoint
CREATE INDEX "products_sku_key_idx" ON "products" USING btree (part_number_key("sku_code"));--> statement-breakpoint
CREATE INDEX "products_part_number_key_idx" ON "products" USING btree (part_number_key("part_number"));--> statement-breakpoint
CREATE INDEX "products_oe_keys_idx" ON "products" USING gin (part_number_keys("oe_numbers")) WITH (fastupdate=false);