ALTER TABLE "products" ADD COLUMN "top_category_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A product's top category follows its category: set on every insert and category change (a direct
-- write of the column is overwritten too), and again for its products when a category moves.
CREATE OR REPLACE FUNCTION products_follow_top_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT coalesce(c.parent_id, c.id) INTO NEW.top_category_id FROM categories c WHERE c.id = NEW.category_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_top_category BEFORE INSERT OR UPDATE OF category_id, top_category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_follow_top_category();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_move_top_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET top_category_id = coalesce(NEW.parent_id, NEW.id) WHERE category_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_top_category AFTER UPDATE OF parent_id ON categories
  FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION categories_move_top_category();
--> statement-breakpoint
-- Products that exist before this migration.
UPDATE products p SET top_category_id = coalesce(c.parent_id, c.id) FROM categories c WHERE c.id = p.category_id;
--> statement-breakpoint
CREATE INDEX "products_active_top_id_idx" ON "products" USING btree ("top_category_id","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_top_price_usd_idx" ON "products" USING btree ("top_category_id","price_usd","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_top_price_eur_idx" ON "products" USING btree ("top_category_id","price_eur","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_top_price_aud_idx" ON "products" USING btree ("top_category_id","price_aud","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_top_price_gbp_idx" ON "products" USING btree ("top_category_id","price_gbp","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_top_created_idx" ON "products" USING btree ("top_category_id","created_at","id") WHERE "products"."status" = 'active';--> statement-breakpoint
-- The planner needs the new column's statistics to choose its indexes (PGlite has no autovacuum to gather them).
ANALYZE products;
