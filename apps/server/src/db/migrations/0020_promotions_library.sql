CREATE TABLE "library_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"cover_url" text DEFAULT '' NOT NULL,
	"body_html" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "library_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "promotion_classes" (
	"classify_type" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"classify_type" integer NOT NULL,
	"name" text NOT NULL,
	"cover_url" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"template_type" smallint DEFAULT 0 NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"device" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_period" CHECK ("promotions"."start_time" <= "promotions"."end_time")
);
--> statement-breakpoint
ALTER TABLE "library_articles" ADD CONSTRAINT "library_articles_category_id_library_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."library_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_classify_type_promotion_classes_classify_type_fk" FOREIGN KEY ("classify_type") REFERENCES "public"."promotion_classes"("classify_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_articles_listed" ON "library_articles" USING btree ("category_id","published_at","id");--> statement-breakpoint
CREATE INDEX "promotions_listed" ON "promotions" USING btree ("end_time","classify_type");