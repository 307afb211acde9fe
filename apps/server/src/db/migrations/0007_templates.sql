CREATE TABLE "template_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"style" text,
	"parts" text[],
	"lock_login" smallint DEFAULT 0 NOT NULL,
	"lock_recharge" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content2" text DEFAULT '' NOT NULL,
	"content3" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"icon_url" text DEFAULT '' NOT NULL,
	"sub_name" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"multi_contents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"require_login" smallint DEFAULT 0 NOT NULL,
	"require_recharge" smallint DEFAULT 0 NOT NULL,
	"template_type" smallint DEFAULT 1 NOT NULL,
	"active_cover" smallint DEFAULT 0 NOT NULL,
	"badges" text[] DEFAULT '{}' NOT NULL,
	"turn_num" text,
	"prediction" jsonb,
	"hit" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_items_flags" CHECK ("template_items"."require_login" in (0, 1) and "template_items"."require_recharge" in (0, 1) and "template_items"."active_cover" in (0, 1)),
	CONSTRAINT "template_items_hit_known" CHECK ("template_items"."hit" is null or "template_items"."hit" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "template_likes" (
	"user_id" bigint NOT NULL,
	"template_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_likes_user_id_template_id_pk" PRIMARY KEY("user_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "template_polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"game_turn" text NOT NULL,
	"poll_status" smallint DEFAULT 1 NOT NULL,
	"options" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_polls_status_known" CHECK ("template_polls"."poll_status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "template_votes" (
	"poll_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"option_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_votes_poll_id_user_id_pk" PRIMARY KEY("poll_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"template_code" text NOT NULL,
	"name" text NOT NULL,
	"sub_name" text DEFAULT '' NOT NULL,
	"note1" text DEFAULT '' NOT NULL,
	"note2" text DEFAULT '' NOT NULL,
	"color_theme" text DEFAULT '' NOT NULL,
	"play_cate_name" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"generator" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "templates_status_known" CHECK ("templates"."status" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "template_groups" ADD CONSTRAINT "template_groups_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_items" ADD CONSTRAINT "template_items_group_id_template_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."template_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_items" ADD CONSTRAINT "template_items_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_likes" ADD CONSTRAINT "template_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_likes" ADD CONSTRAINT "template_likes_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_polls" ADD CONSTRAINT "template_polls_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_votes" ADD CONSTRAINT "template_votes_poll_id_template_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."template_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_votes" ADD CONSTRAINT "template_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_groups_template" ON "template_groups" USING btree ("template_id","sort");--> statement-breakpoint
CREATE INDEX "template_items_group" ON "template_items" USING btree ("group_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "template_items_group_turn" ON "template_items" USING btree ("group_id","turn_num") WHERE "template_items"."turn_num" is not null;--> statement-breakpoint
CREATE INDEX "template_items_pending" ON "template_items" USING btree ("turn_num") WHERE "template_items"."prediction" is not null and "template_items"."hit" is null;--> statement-breakpoint
CREATE INDEX "template_likes_template" ON "template_likes" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "template_likes_user_newest" ON "template_likes" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "template_polls_template_turn" ON "template_polls" USING btree ("template_id","game_turn");--> statement-breakpoint
CREATE INDEX "template_votes_poll_option" ON "template_votes" USING btree ("poll_id","option_id");--> statement-breakpoint
CREATE INDEX "templates_listing" ON "templates" USING btree ("game_id","status","sort","id");