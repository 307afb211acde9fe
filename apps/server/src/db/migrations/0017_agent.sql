CREATE TABLE "agent_tree" (
	"ancestor_id" bigint NOT NULL,
	"descendant_id" bigint NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "agent_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id"),
	CONSTRAINT "agent_tree_depth" CHECK ("agent_tree"."depth" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" bigint NOT NULL,
	"code" text NOT NULL,
	"is_dl" smallint DEFAULT 0 NOT NULL,
	"rebate" double precision NOT NULL,
	"quota" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "promotion_links_code_unique" UNIQUE("code"),
	CONSTRAINT "promotion_links_quota" CHECK ("promotion_links"."quota" is null or "promotion_links"."used" <= "promotion_links"."quota")
);
--> statement-breakpoint
ALTER TABLE "bet_orders" ADD COLUMN "rebate_shares" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_ancestor_id_users_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_descendant_id_users_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_links" ADD CONSTRAINT "promotion_links_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_tree_descendant" ON "agent_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "promotion_links_agent" ON "promotion_links" USING btree ("agent_id","id");--> statement-breakpoint
INSERT INTO "agent_tree" ("ancestor_id", "descendant_id", "depth")
WITH RECURSIVE "up" AS (
	SELECT "id" AS "descendant_id", "id" AS "ancestor_id", 0 AS "depth" FROM "users"
	UNION ALL
	SELECT "up"."descendant_id", "u"."parent_id", "up"."depth" + 1
	FROM "up" JOIN "users" "u" ON "u"."id" = "up"."ancestor_id"
	WHERE "u"."parent_id" IS NOT NULL AND "up"."depth" < 100
		AND EXISTS (SELECT 1 FROM "users" "p" WHERE "p"."id" = "u"."parent_id")
)
SELECT "ancestor_id", "descendant_id", min("depth") FROM "up" GROUP BY "ancestor_id", "descendant_id";
