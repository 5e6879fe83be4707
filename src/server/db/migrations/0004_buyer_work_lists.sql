CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favorites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" varchar(24) NOT NULL,
	"user_id" integer NOT NULL,
	"site" varchar(2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"state" smallint NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"contact_name" varchar(60) NOT NULL,
	"contact_mobile" varchar(11) NOT NULL,
	"lang" varchar(2) NOT NULL,
	"idempotency_key" varchar(100),
	"request_hash" varchar(64),
	"quote_message" text,
	"quote_valid_until" date,
	"quoted_at" timestamp with time zone,
	"quoted_by" integer,
	"accepted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by" varchar(10),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inquiries_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "inquiry_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"inquiry_id" integer,
	"storage_key" varchar(80) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inquiry_attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "inquiry_basket_items" (
	"user_id" integer NOT NULL,
	"site" varchar(2) NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"target_unit_price" integer,
	"needed_by" date,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inquiry_basket_items_user_id_site_product_id_pk" PRIMARY KEY("user_id","site","product_id")
);
--> statement-breakpoint
CREATE TABLE "inquiry_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"product_id" integer,
	"sku_code" varchar(40) NOT NULL,
	"part_number" varchar(60) NOT NULL,
	"brand" varchar(80) NOT NULL,
	"title_zh" varchar(200) NOT NULL,
	"title_en" varchar(200) NOT NULL,
	"unit" varchar(16) NOT NULL,
	"moq" integer NOT NULL,
	"quantity" integer NOT NULL,
	"list_unit_price" integer NOT NULL,
	"target_unit_price" integer,
	"needed_by" date,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"quoted_unit_price" integer
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_quoted_by_users_id_fk" FOREIGN KEY ("quoted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_attachments" ADD CONSTRAINT "inquiry_attachments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_attachments" ADD CONSTRAINT "inquiry_attachments_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_basket_items" ADD CONSTRAINT "inquiry_basket_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_basket_items" ADD CONSTRAINT "inquiry_basket_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_lines" ADD CONSTRAINT "inquiry_lines_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_lines" ADD CONSTRAINT "inquiry_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorites_user_created_idx" ON "favorites" USING btree ("user_id","created_at","product_id");--> statement-breakpoint
CREATE INDEX "inquiries_user_created_idx" ON "inquiries" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inquiries_state_created_idx" ON "inquiries" USING btree ("state","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_user_idempotency_idx" ON "inquiries" USING btree ("user_id","idempotency_key") WHERE "inquiries"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "inquiry_attachments_inquiry_idx" ON "inquiry_attachments" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "inquiry_attachments_user_idx" ON "inquiry_attachments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_lines_inquiry_line_idx" ON "inquiry_lines" USING btree ("inquiry_id","line_no");