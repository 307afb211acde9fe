CREATE TABLE "bet_odds" (
	"game_id" integer NOT NULL,
	"odds_key" text NOT NULL,
	"odds" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bet_odds_game_id_odds_key_pk" PRIMARY KEY("game_id","odds_key"),
	CONSTRAINT "bet_odds_positive" CHECK ("bet_odds"."odds" > 1000)
);
--> statement-breakpoint
CREATE TABLE "bet_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"slip_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"turn_num" text NOT NULL,
	"bet_end_time" timestamp with time zone NOT NULL,
	"play_code" text NOT NULL,
	"content" text NOT NULL,
	"amount" bigint NOT NULL,
	"odds" integer NOT NULL,
	"odds2" integer,
	"model" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"result" smallint,
	"reward" bigint DEFAULT 0 NOT NULL,
	"open_num" text DEFAULT '' NOT NULL,
	"track_order_no" text,
	"stop_on_win" boolean DEFAULT false NOT NULL,
	"rebate" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bet_orders_status_known" CHECK ("bet_orders"."status" in (0, 1, 2, 3, 4)),
	CONSTRAINT "bet_orders_amounts" CHECK ("bet_orders"."amount" > 0 and "bet_orders"."reward" >= 0),
	CONSTRAINT "bet_orders_result_known" CHECK ("bet_orders"."result" is null or "bet_orders"."result" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "bet_play_limits" (
	"game_id" integer NOT NULL,
	"play_code" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"min_amount" integer NOT NULL,
	"max_amount" integer NOT NULL,
	"turn_max" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bet_play_limits_game_id_play_code_pk" PRIMARY KEY("game_id","play_code"),
	CONSTRAINT "bet_play_limits_range" CHECK ("bet_play_limits"."min_amount" >= 1 and "bet_play_limits"."max_amount" >= "bet_play_limits"."min_amount" and "bet_play_limits"."turn_max" >= "bet_play_limits"."max_amount")
);
--> statement-breakpoint
CREATE TABLE "bet_slips" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"body_hash" text NOT NULL,
	"game_id" integer NOT NULL,
	"total" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bet_odds" ADD CONSTRAINT "bet_odds_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_orders" ADD CONSTRAINT "bet_orders_slip_id_bet_slips_id_fk" FOREIGN KEY ("slip_id") REFERENCES "public"."bet_slips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_orders" ADD CONSTRAINT "bet_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_orders" ADD CONSTRAINT "bet_orders_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_play_limits" ADD CONSTRAINT "bet_play_limits_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_slips" ADD CONSTRAINT "bet_slips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_orders_order_no" ON "bet_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "bet_orders_pending_turn" ON "bet_orders" USING btree ("game_id","turn_num") WHERE "bet_orders"."status" = 0;--> statement-breakpoint
CREATE INDEX "bet_orders_user_time" ON "bet_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bet_orders_user_turn" ON "bet_orders" USING btree ("user_id","game_id","turn_num");--> statement-breakpoint
CREATE INDEX "bet_orders_track" ON "bet_orders" USING btree ("track_order_no") WHERE "bet_orders"."track_order_no" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_slips_user_key" ON "bet_slips" USING btree ("user_id","idempotency_key");--> statement-breakpoint
-- Order numbers: the placing day (UTC+8) and this sequence, so they read in order and never repeat.
CREATE SEQUENCE "bet_order_no_seq";
