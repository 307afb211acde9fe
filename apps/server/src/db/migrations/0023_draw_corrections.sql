CREATE TABLE "draw_corrections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"turn_num" text NOT NULL,
	"numbers_before" smallint[] NOT NULL,
	"numbers_after" smallint[] NOT NULL,
	"reason" text NOT NULL,
	"operator_id" integer,
	"orders" integer NOT NULL,
	"reversed" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bet_orders" ADD COLUMN "settle_round" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "draw_corrections" ADD CONSTRAINT "draw_corrections_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draw_corrections_turn" ON "draw_corrections" USING btree ("game_id","turn_num","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_brin" ON "ledger_entries" USING brin ("created_at");