CREATE TYPE "public"."product_status" AS ENUM('active', 'hidden');--> statement-breakpoint
CREATE TYPE "public"."stock_status" AS ENUM('in_stock', 'low_stock', 'out_of_stock', 'on_order');--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" varchar(80) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"cid" varchar(8) NOT NULL,
	"parent_id" integer,
	"title" varchar(120) NOT NULL,
	"title_en" varchar(120) NOT NULL,
	"title_de" varchar(120) DEFAULT '' NOT NULL,
	"taxonomy_id" varchar(40),
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_cid_unique" UNIQUE("cid")
);
--> statement-breakpoint
CREATE TABLE "membership_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"title" jsonb NOT NULL,
	"price_fen" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"memo_data" jsonb NOT NULL,
	"memo_cooperation" jsonb NOT NULL,
	"memo_expiration" jsonb NOT NULL,
	"memo_per_day" jsonb NOT NULL,
	"memo_account" jsonb NOT NULL,
	"is_invoice" smallint DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_fitments" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"make" varchar(60) NOT NULL,
	"make_zh" varchar(60) DEFAULT '' NOT NULL,
	"model" varchar(80) NOT NULL,
	"year_from" smallint NOT NULL,
	"year_to" smallint NOT NULL,
	"engine" varchar(60)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_code" varchar(40) NOT NULL,
	"category_id" integer NOT NULL,
	"title_zh" varchar(200) NOT NULL,
	"title_en" varchar(200) NOT NULL,
	"brand" varchar(80) NOT NULL,
	"part_number" varchar(60) NOT NULL,
	"oe_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"unit" varchar(16) DEFAULT 'piece' NOT NULL,
	"moq" integer DEFAULT 1 NOT NULL,
	"price_usd" integer NOT NULL,
	"price_eur" integer NOT NULL,
	"price_aud" integer NOT NULL,
	"price_gbp" integer NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock_status" "stock_status" DEFAULT 'in_stock' NOT NULL,
	"stock_qty" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer,
	"warranty_months" smallint,
	"status" "product_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_code_unique" UNIQUE("sku_code")
);
--> statement-breakpoint
ALTER TABLE "product_fitments" ADD CONSTRAINT "product_fitments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "product_fitments_product_idx" ON "product_fitments" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_fitments_make_idx" ON "product_fitments" USING btree ("make","model");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "products_part_number_idx" ON "products" USING btree ("part_number");