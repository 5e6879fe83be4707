CREATE TABLE "invoice_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name" varchar(100) NOT NULL,
	"tax_no" varchar(18) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"bank" varchar(100) DEFAULT '' NOT NULL,
	"account" varchar(40) DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title_id" integer,
	"title_kind" varchar(10) NOT NULL,
	"title_name" varchar(100) NOT NULL,
	"tax_no" varchar(18) NOT NULL,
	"address" varchar(200) NOT NULL,
	"phone" varchar(30) NOT NULL,
	"bank" varchar(100) NOT NULL,
	"account" varchar(40) NOT NULL,
	"type" varchar(10) NOT NULL,
	"email" varchar(254) NOT NULL,
	"amount_fen" integer NOT NULL,
	"state" varchar(10) DEFAULT 'requested' NOT NULL,
	"invoice_no" varchar(32),
	"pdf_storage_key" varchar(80),
	"pdf_size_bytes" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	"issued_by" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_membership_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."membership_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_title_id_invoice_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."invoice_titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_titles_user_idx" ON "invoice_titles" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_titles_one_default_idx" ON "invoice_titles" USING btree ("user_id") WHERE "invoice_titles"."is_default";--> statement-breakpoint
CREATE INDEX "invoices_user_requested_idx" ON "invoices" USING btree ("user_id","requested_at","id");--> statement-breakpoint
CREATE INDEX "invoices_state_requested_idx" ON "invoices" USING btree ("state","requested_at","id");