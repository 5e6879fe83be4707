-- Custom SQL migration (drizzle-kit generate --custom): the catalogue version derived caches are
-- keyed on (src/server/catalog/catalogue-version.ts, docs/decisions/0011-server-caching.md).
-- Every statement that writes categories, products or fitments bumps it, whoever runs it.
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO app_settings (key, value, updated_at) VALUES ('catalogue_version', '1', now())
  ON CONFLICT (key) DO UPDATE SET value = (app_settings.value::bigint + 1)::text, updated_at = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER products_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER product_fitments_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_fitments
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
INSERT INTO app_settings (key, value) VALUES ('catalogue_version', '1') ON CONFLICT (key) DO NOTHING;
