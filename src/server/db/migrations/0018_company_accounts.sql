-- Company accounts (ADR 0066): every buyer becomes the owner of a one-person company that takes over
-- their name, region, bands and membership; their orders, invoices, titles and inquiries gain its id.
-- A migrated company keeps its owner's id, so the mapping is plain.
CREATE TYPE "public"."company_role" AS ENUM('owner', 'buyer');
--> statement-breakpoint
CREATE TYPE "public"."seat_state" AS ENUM('active', 'suspended', 'removed');
--> statement-breakpoint
CREATE TYPE "public"."company_status" AS ENUM('active', 'disabled');
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"province_code" varchar(6) NOT NULL,
	"city_code" varchar(6) NOT NULL,
	"district_code" varchar(6) DEFAULT '' NOT NULL,
	"gmv_level_code" varchar(4) DEFAULT 'A' NOT NULL,
	"business_year_code" varchar(4) DEFAULT 'A' NOT NULL,
	"membership_level" smallint DEFAULT 0 NOT NULL,
	"membership_expires_at" timestamp with time zone,
	"status" "company_status" DEFAULT 'active' NOT NULL,
	"status_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"name" varchar(60) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"invited_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_user_id" integer,
	CONSTRAINT "company_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_id" integer;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_role" "company_role";
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seat_state" "seat_state" DEFAULT 'active' NOT NULL;
--> statement-breakpoint
INSERT INTO "companies" ("id", "name", "province_code", "city_code", "district_code", "gmv_level_code", "business_year_code", "membership_level", "membership_expires_at", "created_at", "updated_at")
SELECT u."id", u."company", u."province_code", u."city_code", u."district_code", u."gmv_level_code", u."business_year_code", u."membership_level", u."membership_expires_at", u."created_at", u."updated_at"
FROM "users" u
WHERE u."role" = 'buyer'
   OR EXISTS (SELECT 1 FROM "inquiries" i WHERE i."user_id" = u."id")
   OR EXISTS (SELECT 1 FROM "membership_orders" o WHERE o."user_id" = u."id")
   OR EXISTS (SELECT 1 FROM "invoice_titles" t WHERE t."user_id" = u."id")
   OR EXISTS (SELECT 1 FROM "invoices" v WHERE v."user_id" = u."id");
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('companies', 'id'), GREATEST((SELECT max("id") FROM "companies"), 1), (SELECT count(*) > 0 FROM "companies"));
--> statement-breakpoint
UPDATE "users" SET "company_id" = "id", "company_role" = 'owner' WHERE "id" IN (SELECT "id" FROM "companies");
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "company_id" integer;
--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD COLUMN "company_id" integer;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "company_id" integer;
--> statement-breakpoint
ALTER TABLE "membership_orders" ADD COLUMN "company_id" integer;
--> statement-breakpoint
UPDATE "inquiries" x SET "company_id" = u."company_id" FROM "users" u WHERE u."id" = x."user_id";
--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "invoice_titles" x SET "company_id" = u."company_id" FROM "users" u WHERE u."id" = x."user_id";
--> statement-breakpoint
ALTER TABLE "invoice_titles" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "invoices" x SET "company_id" = u."company_id" FROM "users" u WHERE u."id" = x."user_id";
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
UPDATE "membership_orders" x SET "company_id" = u."company_id" FROM "users" u WHERE u."id" = x."user_id";
--> statement-breakpoint
ALTER TABLE "membership_orders" ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
DROP INDEX "invoice_titles_user_idx";
--> statement-breakpoint
DROP INDEX "invoices_user_requested_idx";
--> statement-breakpoint
DROP INDEX "membership_orders_user_created_idx";
--> statement-breakpoint
DROP INDEX "invoice_titles_one_default_idx";
--> statement-breakpoint
DROP INDEX "membership_orders_one_pending_idx";
--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "company_invitations_company_idx" ON "company_invitations" USING btree ("company_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_open_mobile_idx" ON "company_invitations" USING btree ("mobile") WHERE "company_invitations"."revoked_at" IS NULL AND "company_invitations"."accepted_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "membership_orders" ADD CONSTRAINT "membership_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "inquiries_company_created_idx" ON "inquiries" USING btree ("company_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "invoice_titles_company_idx" ON "invoice_titles" USING btree ("company_id","id");
--> statement-breakpoint
CREATE INDEX "invoices_company_requested_idx" ON "invoices" USING btree ("company_id","requested_at","id");
--> statement-breakpoint
CREATE INDEX "membership_orders_company_created_idx" ON "membership_orders" USING btree ("company_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_titles_one_default_idx" ON "invoice_titles" USING btree ("company_id") WHERE "invoice_titles"."is_default";
--> statement-breakpoint
CREATE UNIQUE INDEX "membership_orders_one_pending_idx" ON "membership_orders" USING btree ("company_id","plan_id","order_type") WHERE "membership_orders"."state" = 'pending';
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "company";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "province_code";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "city_code";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "district_code";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "gmv_level_code";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "business_year_code";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "membership_level";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "membership_expires_at";
