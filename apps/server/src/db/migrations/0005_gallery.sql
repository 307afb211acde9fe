CREATE TABLE "gallery_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"group_type" smallint NOT NULL,
	"name" text NOT NULL,
	"initials" text NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"category_id" integer,
	"chart_kind" text DEFAULT 'numbers' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_groups_type_known" CHECK ("gallery_groups"."group_type" in (1, 2)),
	CONSTRAINT "gallery_groups_initial_letter" CHECK ("gallery_groups"."initials" ~ '^[A-Z]$'),
	CONSTRAINT "gallery_groups_chart_kind_known" CHECK ("gallery_groups"."chart_kind" in ('numbers', 'zodiac', 'waves', 'odd-even', 'verse'))
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"game_turn" text NOT NULL,
	"image_path" text NOT NULL,
	"thumb_path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_likes" (
	"user_id" bigint NOT NULL,
	"image_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_likes_user_id_image_id_pk" PRIMARY KEY("user_id","image_id")
);
--> statement-breakpoint
ALTER TABLE "gallery_categories" ADD CONSTRAINT "gallery_categories_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_groups" ADD CONSTRAINT "gallery_groups_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_groups" ADD CONSTRAINT "gallery_groups_category_id_gallery_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."gallery_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_group_id_gallery_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."gallery_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_likes" ADD CONSTRAINT "gallery_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_likes" ADD CONSTRAINT "gallery_likes_image_id_gallery_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."gallery_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_categories_game_name" ON "gallery_categories" USING btree ("game_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_groups_game_type_name" ON "gallery_groups" USING btree ("game_id","group_type","name");--> statement-breakpoint
CREATE INDEX "gallery_groups_listing" ON "gallery_groups" USING btree ("game_id","group_type","initials","sort");--> statement-breakpoint
CREATE INDEX "gallery_groups_category" ON "gallery_groups" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_images_group_turn" ON "gallery_images" USING btree ("group_id","game_turn");--> statement-breakpoint
CREATE INDEX "gallery_images_group_newest" ON "gallery_images" USING btree ("group_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gallery_likes_image" ON "gallery_likes" USING btree ("image_id");