CREATE TABLE "ad_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"template_code" text NOT NULL,
	"group_no" integer DEFAULT 1 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"redirect_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_templates" (
	"template_code" text PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notice_type" smallint NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"redirect_url" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"rolls" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_type_known" CHECK ("notices"."notice_type" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "ad_items" ADD CONSTRAINT "ad_items_template_code_ad_templates_template_code_fk" FOREIGN KEY ("template_code") REFERENCES "public"."ad_templates"("template_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_items_template" ON "ad_items" USING btree ("template_code","group_no","sort");--> statement-breakpoint
CREATE INDEX "notices_type_sort" ON "notices" USING btree ("notice_type","sort");