CREATE INDEX "products_active_price_usd_idx" ON "products" USING btree ("price_usd","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_price_eur_idx" ON "products" USING btree ("price_eur","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_price_aud_idx" ON "products" USING btree ("price_aud","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_price_gbp_idx" ON "products" USING btree ("price_gbp","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_created_idx" ON "products" USING btree ("created_at","id") WHERE "products"."status" = 'active';