CREATE TABLE "payment_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_channels_type_known" CHECK ("payment_channels"."type" in (2, 10, 20, 30, 40)),
	CONSTRAINT "payment_channels_amounts" CHECK ("payment_channels"."min_amount" > 0 and "payment_channels"."min_amount" <= "payment_channels"."max_amount")
);
--> statement-breakpoint
CREATE TABLE "recharge_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"channel_id" integer NOT NULL,
	"channel_type" smallint NOT NULL,
	"channel_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"usdt_micros" bigint,
	"status" smallint DEFAULT 0 NOT NULL,
	"reference" text NOT NULL,
	"pay_to" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"trade_no" text,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "recharge_orders_status_known" CHECK ("recharge_orders"."status" between 0 and 5),
	CONSTRAINT "recharge_orders_amount_positive" CHECK ("recharge_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdraw_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"bank_id" bigint,
	"type" smallint NOT NULL,
	"bank_name" text NOT NULL,
	"bank_account" text NOT NULL,
	"account_name" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "withdraw_orders_status_known" CHECK ("withdraw_orders"."status" in (0, 1, 2)),
	CONSTRAINT "withdraw_orders_amount_positive" CHECK ("withdraw_orders"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_orders" ADD CONSTRAINT "recharge_orders_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_orders" ADD CONSTRAINT "withdraw_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_order_no" ON "recharge_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_orders_user_key" ON "recharge_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "recharge_orders_user_time" ON "recharge_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recharge_orders_status_time" ON "recharge_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "recharge_orders_pending_expiry" ON "recharge_orders" USING btree ("expires_at") WHERE "recharge_orders"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_orders_order_no" ON "withdraw_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_orders_user_key" ON "withdraw_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "withdraw_orders_user_time" ON "withdraw_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdraw_orders_status_time" ON "withdraw_orders" USING btree ("status","created_at");--> statement-breakpoint
-- Recharge and withdrawal numbers: R/W, the day (UTC+8) and these sequences (as bet_order_no_seq).
CREATE SEQUENCE "recharge_order_no_seq";
--> statement-breakpoint
CREATE SEQUENCE "withdraw_order_no_seq";
