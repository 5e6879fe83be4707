CREATE TABLE "product_vehicles" (
	"product_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	CONSTRAINT "product_vehicles_product_id_vehicle_id_pk" PRIMARY KEY("product_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" integer PRIMARY KEY NOT NULL,
	"make" varchar(60) NOT NULL,
	"make_zh" varchar(60) NOT NULL,
	"model" varchar(80) NOT NULL,
	"model_zh" varchar(80) NOT NULL,
	"year" smallint NOT NULL,
	"engine" varchar(160)
);
--> statement-breakpoint
ALTER TABLE "product_vehicles" ADD CONSTRAINT "product_vehicles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_vehicles" ADD CONSTRAINT "product_vehicles_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_vehicles_vehicle_idx" ON "product_vehicles" USING btree ("vehicle_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_year_make_model_idx" ON "vehicles" USING btree ("year","make","model");--> statement-breakpoint
CREATE INDEX "vehicles_make_model_year_idx" ON "vehicles" USING btree ("make","model","year");--> statement-breakpoint
-- hand-written: fitment links and vehicle names feed cached catalogue answers (listings filtered by
-- vehicle, "does it fit"), so writing them bumps the catalogue version like products do (0002).
CREATE TRIGGER product_vehicles_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_vehicles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER vehicles_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vehicles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
