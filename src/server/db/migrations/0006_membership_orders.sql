CREATE TABLE "membership_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_sn" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"order_type" smallint NOT NULL,
	"amount_fen" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'CNY' NOT NULL,
	"state" varchar(12) DEFAULT 'pending' NOT NULL,
	"provider" varchar(16) NOT NULL,
	"pay_url" varchar(1000) NOT NULL,
	"provider_trade_no" varchar(64),
	"created_at" timestamp with time zone NOT NULL,
	"pay_expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"membership_expires_at" timestamp with time zone,
	"refund_state" varchar(10) DEFAULT 'none' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "membership_orders_order_sn_unique" UNIQUE("order_sn")
);
--> statement-breakpoint
ALTER TABLE "membership_orders" ADD CONSTRAINT "membership_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_orders" ADD CONSTRAINT "membership_orders_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_orders_user_created_idx" ON "membership_orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "membership_orders_pending_expiry_idx" ON "membership_orders" USING btree ("pay_expires_at") WHERE "membership_orders"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "membership_orders_provider_trade_idx" ON "membership_orders" USING btree ("provider","provider_trade_no") WHERE "membership_orders"."provider_trade_no" is not null;