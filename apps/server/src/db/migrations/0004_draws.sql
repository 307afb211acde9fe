CREATE TABLE "draw_schedules" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"local_time" text,
	"weekdays" smallint[],
	"interval_minutes" integer,
	"close_lead_seconds" integer NOT NULL,
	"reveal_step_ms" integer NOT NULL,
	"draw_duration_ms" integer NOT NULL,
	"source" text DEFAULT 'generator' NOT NULL,
	CONSTRAINT "draw_schedules_kind_known" CHECK ("draw_schedules"."kind" in ('daily', 'interval')),
	CONSTRAINT "draw_schedules_source_known" CHECK ("draw_schedules"."source" in ('generator', 'operator')),
	CONSTRAINT "draw_schedules_shape" CHECK (("draw_schedules"."kind" = 'daily' and "draw_schedules"."local_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') or ("draw_schedules"."kind" = 'interval' and "draw_schedules"."interval_minutes" between 1 and 1440)),
	CONSTRAINT "draw_schedules_reveal_fits" CHECK ("draw_schedules"."reveal_step_ms" > 0 and "draw_schedules"."draw_duration_ms" >= 7 * "draw_schedules"."reveal_step_ms")
);
--> statement-breakpoint
CREATE TABLE "draw_turns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"turn_num" text NOT NULL,
	"close_time" timestamp with time zone NOT NULL,
	"plan_time" timestamp with time zone NOT NULL,
	"open_time" timestamp with time zone,
	"final_time" timestamp with time zone,
	"commitment" text,
	"seed" text,
	"numbers" smallint[],
	"reveal_offsets_ms" integer[],
	"revealed" smallint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"source" text DEFAULT 'generator' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draw_turns_status_known" CHECK ("draw_turns"."status" in ('open', 'closed', 'streaming', 'drawn')),
	CONSTRAINT "draw_turns_source_known" CHECK ("draw_turns"."source" in ('generator', 'operator')),
	CONSTRAINT "draw_turns_drawn_complete" CHECK ("draw_turns"."status" not in ('streaming', 'drawn') or ("draw_turns"."numbers" is not null and "draw_turns"."open_time" is not null and "draw_turns"."final_time" is not null))
);
--> statement-breakpoint
ALTER TABLE "draw_schedules" ADD CONSTRAINT "draw_schedules_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_turns" ADD CONSTRAINT "draw_turns_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draw_turns_game_turn_unique" ON "draw_turns" USING btree ("game_id","turn_num");--> statement-breakpoint
CREATE INDEX "draw_turns_game_open_time" ON "draw_turns" USING btree ("game_id","open_time");--> statement-breakpoint
CREATE INDEX "draw_turns_active" ON "draw_turns" USING btree ("game_id","plan_time") WHERE "draw_turns"."status" <> 'drawn';