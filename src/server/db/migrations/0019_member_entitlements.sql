CREATE TABLE "product_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"old_price" integer NOT NULL,
	"new_price" integer NOT NULL,
	"old_member_price" integer,
	"new_member_price" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_reminders" (
	"company_id" integer NOT NULL,
	"term_ends_at" timestamp with time zone NOT NULL,
	"days_before" smallint NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "membership_reminders_company_id_term_ends_at_days_before_pk" PRIMARY KEY("company_id","term_ends_at","days_before")
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "answer_due_at" timestamp with time zone;--> statement-breakpoint
-- Inquiries sent before deadlines existed get the free tier's promise (72 hours) from when they were sent.
UPDATE "inquiries" SET "answer_due_at" = "created_at" + interval '72 hours';--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "answer_due_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "member_data" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "fitment_export" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "price_history" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "quick_inquiry_lines" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "answer_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "account_manager" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "renewal_reminders" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "api_access" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "member_price_usd" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "member_price_eur" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "member_price_aud" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "member_price_gbp" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_breaks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "account_manager_id" integer;--> statement-breakpoint
ALTER TABLE "product_price_changes" ADD CONSTRAINT "product_price_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_reminders" ADD CONSTRAINT "membership_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_price_changes_product_idx" ON "product_price_changes" USING btree ("product_id","currency","changed_at");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_account_manager_id_users_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_state_due_idx" ON "inquiries" USING btree ("state","answer_due_at","id");--> statement-breakpoint
-- The three plans the store has sold so far grant what their cards now say (an operator's own plans keep the defaults).
UPDATE "membership_plans" SET "member_data" = 1, "answer_hours" = 24, "quick_inquiry_lines" = 50, "renewal_reminders" = 1 WHERE "level" = 1;--> statement-breakpoint
UPDATE "membership_plans" SET "member_data" = 1, "fitment_export" = 1, "account_manager" = 1, "answer_hours" = 8, "quick_inquiry_lines" = 100, "renewal_reminders" = 1 WHERE "level" = 2;--> statement-breakpoint
UPDATE "membership_plans" SET "member_data" = 1, "fitment_export" = 1, "account_manager" = 1, "price_history" = 1, "api_access" = 1, "answer_hours" = 4, "quick_inquiry_lines" = 500, "renewal_reminders" = 1 WHERE "level" >= 3;--> statement-breakpoint
-- Card texts that were the demo seed's are replaced by the texts that say what the fields grant; edited ones stay.
UPDATE "membership_plans" SET "memo_data" = '{"zh":"会员价（含阶梯价）、精确库存数量及OE号互查","en":"Member prices with quantity breaks, exact stock quantities and OE cross-references"}'::jsonb WHERE "memo_data"->>'en' = 'Wholesale prices, stock quantities and OE cross-references for every product';--> statement-breakpoint
UPDATE "membership_plans" SET "memo_cooperation" = '{"zh":"询价24小时内答复；快速询价每次最多50行","en":"Inquiries answered within 24 hours; quick inquiries of up to 50 lines"}'::jsonb WHERE "memo_cooperation"->>'en' = 'Online inquiries, answered by suppliers within 24 hours';--> statement-breakpoint
UPDATE "membership_plans" SET "memo_data" = '{"zh":"季度会员全部数据权益，另含车型适配数据导出（Excel/CSV）","en":"Everything in Quarterly, plus vehicle-fitment data export (Excel/CSV)"}'::jsonb WHERE "memo_data"->>'en' = 'Everything in Quarterly, plus vehicle-fitment data export (Excel)';--> statement-breakpoint
UPDATE "membership_plans" SET "memo_cooperation" = '{"zh":"优先询价：8小时内答复，快速询价每次最多100行；专属客户经理","en":"Priority inquiries answered within 8 hours, quick inquiries of up to 100 lines and a dedicated account manager"}'::jsonb WHERE "memo_cooperation"->>'en' = 'Priority inquiries and a dedicated account manager to connect you with suppliers';--> statement-breakpoint
UPDATE "membership_plans" SET "memo_data" = '{"zh":"年度会员全部数据权益，另含价格走势及API数据接口","en":"Everything in Annual, plus price history and API data access"}'::jsonb WHERE "memo_data"->>'en' = 'Everything in Annual, plus price history, bulk OE matching and API data access';--> statement-breakpoint
UPDATE "membership_plans" SET "memo_cooperation" = '{"zh":"最优先询价：4小时内答复，批量OE号匹配（快速询价每次最多500行）；专属客户经理","en":"Top-priority inquiries answered within 4 hours, bulk OE matching (quick inquiries of up to 500 lines) and a dedicated account manager"}'::jsonb WHERE "memo_cooperation"->>'en' = 'One-to-one sourcing consultant: factory audits, samples and payment-term negotiation';--> statement-breakpoint
UPDATE "membership_plans" SET "memo_expiration" = '{"zh":"自开通之日起90天有效，到期前30天和7天短信提醒续费","en":"Valid for 90 days; renewal reminders 30 and 7 days before expiry"}'::jsonb WHERE "memo_expiration"->>'en' = 'Valid for 90 days from activation';--> statement-breakpoint
UPDATE "membership_plans" SET "memo_expiration" = '{"zh":"自开通之日起365天有效，到期前30天和7天短信提醒续费","en":"Valid for 365 days; renewal reminders 30 and 7 days before expiry"}'::jsonb WHERE "memo_expiration"->>'en' IN ('Valid for 365 days from activation', 'Valid for 365 days; renewal reminder 30 days before expiry');--> statement-breakpoint
-- Every price change, whatever makes it (console, import, SQL), one row per currency that changed.
CREATE OR REPLACE FUNCTION products_record_price_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.price_usd IS DISTINCT FROM OLD.price_usd OR NEW.member_price_usd IS DISTINCT FROM OLD.member_price_usd THEN
    INSERT INTO product_price_changes (product_id, currency, old_price, new_price, old_member_price, new_member_price)
    VALUES (NEW.id, 'USD', OLD.price_usd, NEW.price_usd, OLD.member_price_usd, NEW.member_price_usd);
  END IF;
  IF NEW.price_eur IS DISTINCT FROM OLD.price_eur OR NEW.member_price_eur IS DISTINCT FROM OLD.member_price_eur THEN
    INSERT INTO product_price_changes (product_id, currency, old_price, new_price, old_member_price, new_member_price)
    VALUES (NEW.id, 'EUR', OLD.price_eur, NEW.price_eur, OLD.member_price_eur, NEW.member_price_eur);
  END IF;
  IF NEW.price_aud IS DISTINCT FROM OLD.price_aud OR NEW.member_price_aud IS DISTINCT FROM OLD.member_price_aud THEN
    INSERT INTO product_price_changes (product_id, currency, old_price, new_price, old_member_price, new_member_price)
    VALUES (NEW.id, 'AUD', OLD.price_aud, NEW.price_aud, OLD.member_price_aud, NEW.member_price_aud);
  END IF;
  IF NEW.price_gbp IS DISTINCT FROM OLD.price_gbp OR NEW.member_price_gbp IS DISTINCT FROM OLD.member_price_gbp THEN
    INSERT INTO product_price_changes (product_id, currency, old_price, new_price, old_member_price, new_member_price)
    VALUES (NEW.id, 'GBP', OLD.price_gbp, NEW.price_gbp, OLD.member_price_gbp, NEW.member_price_gbp);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_record_price_changes AFTER UPDATE OF price_usd, price_eur, price_aud, price_gbp, member_price_usd, member_price_eur, member_price_aud, member_price_gbp ON products
  FOR EACH ROW EXECUTE FUNCTION products_record_price_changes();
