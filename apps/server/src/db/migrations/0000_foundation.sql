CREATE TABLE "chat_theme_colors" (
	"id" integer PRIMARY KEY NOT NULL,
	"color" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"company_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ol_url" text DEFAULT '' NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"banner_logo_url" text DEFAULT '' NOT NULL,
	"reg_logo_url" text DEFAULT '' NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"ios_download_url" text DEFAULT '' NOT NULL,
	"android_download_url" text DEFAULT '' NOT NULL,
	"encrypt_url" text DEFAULT '' NOT NULL,
	"app_display" smallint DEFAULT 0 NOT NULL,
	"show_wechat_popup" smallint DEFAULT 0 NOT NULL,
	"home_carousels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"company_detail_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"wallet" text NOT NULL,
	"amount" bigint NOT NULL,
	"transaction_type" smallint NOT NULL,
	"reference" text NOT NULL,
	"balance_after" bigint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_type_range" CHECK ("ledger_entries"."transaction_type" between 1 and 39)
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_snapshots" (
	"path" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"etag" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_config" (
	"config_key" text PRIMARY KEY NOT NULL,
	"config_value" text NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"password_hash" text,
	"type" text DEFAULT 'HY' NOT NULL,
	"is_agent" boolean DEFAULT false NOT NULL,
	"parent_id" bigint,
	"avatar_id" smallint DEFAULT 1 NOT NULL,
	"vip_level" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_type_known" CHECK ("users"."type" in ('HY', 'TEST'))
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "wallets_balance_not_negative" CHECK ("wallets"."balance" >= 0),
	CONSTRAINT "wallets_kind_known" CHECK ("wallets"."kind" in ('money', 'live'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reference_unique" ON "ledger_entries" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_unique" ON "users" USING btree (lower("account"));