CREATE TABLE "betting_bonus_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"detail" jsonb NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "betting_bonus_claims_amount_positive" CHECK ("betting_bonus_claims"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "betting_bonus_rates" (
	"vip_level" smallint NOT NULL,
	"category" text NOT NULL,
	"rate" integer NOT NULL,
	CONSTRAINT "betting_bonus_rates_vip_level_category_pk" PRIMARY KEY("vip_level","category"),
	CONSTRAINT "betting_bonus_rates_category_known" CHECK ("betting_bonus_rates"."category" in ('lottery', 'live')),
	CONSTRAINT "betting_bonus_rates_range" CHECK ("betting_bonus_rates"."rate" between 0 and 300)
);
--> statement-breakpoint
DROP INDEX "bet_orders_user_time";--> statement-breakpoint
DROP INDEX "live_bet_records_user_time";--> statement-breakpoint
ALTER TABLE "bet_orders" ADD COLUMN "bonus_claim_id" bigint;--> statement-breakpoint
ALTER TABLE "live_bet_records" ADD COLUMN "bonus_claim_id" bigint;--> statement-breakpoint
ALTER TABLE "betting_bonus_claims" ADD CONSTRAINT "betting_bonus_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "betting_bonus_claims_user_key" ON "betting_bonus_claims" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "betting_bonus_claims_user_time" ON "betting_bonus_claims" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bet_orders_user_status_time" ON "bet_orders" USING btree ("user_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "bet_orders_unclaimed_bonus" ON "bet_orders" USING btree ("user_id") WHERE "bet_orders"."status" = 1 and "bet_orders"."result" in (0, 1) and "bet_orders"."bonus_claim_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_user_time" ON "ledger_entries" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "live_bet_records_unclaimed_bonus" ON "live_bet_records" USING btree ("user_id") WHERE "live_bet_records"."status" = 'settled' and "live_bet_records"."win_amount" <> "live_bet_records"."bet_amount" and "live_bet_records"."bonus_claim_id" is null;--> statement-breakpoint
CREATE INDEX "bet_orders_user_time" ON "bet_orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "live_bet_records_user_time" ON "live_bet_records" USING btree ("user_id","bet_at","id");