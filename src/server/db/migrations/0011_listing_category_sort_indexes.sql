CREATE INDEX "products_active_cat_id_idx" ON "products" USING btree ("category_id","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_cat_price_usd_idx" ON "products" USING btree ("category_id","price_usd","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_cat_price_eur_idx" ON "products" USING btree ("category_id","price_eur","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_cat_price_aud_idx" ON "products" USING btree ("category_id","price_aud","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_cat_price_gbp_idx" ON "products" USING btree ("category_id","price_gbp","id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_active_cat_created_idx" ON "products" USING btree ("category_id","created_at","id") WHERE "products"."status" = 'active';