CREATE TABLE "daily_allowance_usage" (
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"day" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_allowance_usage_user_id_kind_day_pk" PRIMARY KEY("user_id","kind","day")
);
--> statement-breakpoint
CREATE TABLE "membership_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"order_type" smallint NOT NULL,
	"amount_fen" integer NOT NULL,
	"level_before" smallint NOT NULL,
	"level_after" smallint NOT NULL,
	"expires_before" timestamp with time zone,
	"expires_after" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"notify_id" varchar(64),
	"order_sn" varchar(64),
	"provider_trade_no" varchar(64),
	"outcome" varchar(10),
	"amount_fen" integer,
	"currency" varchar(8),
	"result" varchar(16) NOT NULL,
	"reason" varchar(40),
	"body_sha256" char(64) NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership_orders" ADD COLUMN "base_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "per_day_limit" integer;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "account_limit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_allowance_usage" ADD CONSTRAINT "daily_allowance_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_ledger" ADD CONSTRAINT "membership_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_ledger" ADD CONSTRAINT "membership_ledger_order_id_membership_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."membership_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_ledger" ADD CONSTRAINT "membership_ledger_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_ledger_order_idx" ON "membership_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "membership_ledger_user_idx" ON "membership_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_sn","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_applied_trade_idx" ON "payment_notifications" USING btree ("provider","provider_trade_no") WHERE "payment_notifications"."result" = 'applied' AND "payment_notifications"."outcome" = 'success';--> statement-breakpoint
CREATE UNIQUE INDEX "membership_orders_one_pending_idx" ON "membership_orders" USING btree ("user_id","plan_id","order_type") WHERE "membership_orders"."state" = 'pending';--> statement-breakpoint
-- hand-written:
-- Demo plans seeded before this migration get the limits their texts promise (rows matched by the promise itself).
UPDATE "membership_plans" SET "per_day_limit" = 20, "account_limit" = 0 WHERE "memo_per_day"->>'zh' = '每日最多20次询价' AND "per_day_limit" IS NULL;--> statement-breakpoint
UPDATE "membership_plans" SET "per_day_limit" = 100, "account_limit" = 3 WHERE "memo_per_day"->>'zh' = '每日最多100次询价' AND "per_day_limit" IS NULL;--> statement-breakpoint
UPDATE "membership_plans" SET "account_limit" = 20 WHERE "memo_account"->>'zh' = '1个主账号 + 20个子账号';
