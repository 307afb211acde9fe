CREATE TABLE "game_blacklist" (
	"user_id" bigint NOT NULL,
	"live_code" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_blacklist_user_id_live_code_pk" PRIMARY KEY("user_id","live_code")
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"type" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_follows" (
	"user_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_follows_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"live_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"adapter" text NOT NULL,
	"maintain" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"game_name" text NOT NULL,
	"category" text NOT NULL,
	"live_code" text,
	"game_code" text NOT NULL,
	"game_kind" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"landscape_url" text DEFAULT '' NOT NULL,
	"hot" integer DEFAULT 0 NOT NULL,
	"maintain" text DEFAULT '' NOT NULL,
	"app_display" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "games_category_known" CHECK ("games"."category" in ('LOTTERY', 'fish', 'electronic', 'card', 'live', 'sport')),
	CONSTRAINT "games_hot_not_negative" CHECK ("games"."hot" >= 0)
);
--> statement-breakpoint
CREATE TABLE "live_bet_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"live_code" text NOT NULL,
	"round_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"bet_amount" bigint NOT NULL,
	"win_amount" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"detail" jsonb NOT NULL,
	"bet_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "live_bet_records_status_known" CHECK ("live_bet_records"."status" in ('open', 'settled')),
	CONSTRAINT "live_bet_records_amounts" CHECK ("live_bet_records"."bet_amount" > 0 and "live_bet_records"."win_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"live_code" text NOT NULL,
	"game_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_blacklist" ADD CONSTRAINT "game_blacklist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_follows" ADD CONSTRAINT "game_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_follows" ADD CONSTRAINT "game_follows_game_id_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("game_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_live_code_game_providers_live_code_fk" FOREIGN KEY ("live_code") REFERENCES "public"."game_providers"("live_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bet_records" ADD CONSTRAINT "live_bet_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_provider_code" ON "games" USING btree ("live_code","game_code");--> statement-breakpoint
CREATE INDEX "games_category_sort" ON "games" USING btree ("category","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "live_bet_records_round" ON "live_bet_records" USING btree ("live_code","round_id");--> statement-breakpoint
CREATE INDEX "live_bet_records_user_time" ON "live_bet_records" USING btree ("user_id","bet_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_bet_records_one_open" ON "live_bet_records" USING btree ("user_id") WHERE "live_bet_records"."status" = 'open';--> statement-breakpoint
CREATE INDEX "live_sessions_user" ON "live_sessions" USING btree ("user_id");