CREATE TABLE "team_day_builds" (
	"day" date PRIMARY KEY NOT NULL,
	"built_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_day_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_day_sums" (
	"agent_id" bigint NOT NULL,
	"day" date NOT NULL,
	"betting" bigint NOT NULL,
	"win" bigint NOT NULL,
	"rebate" bigint NOT NULL,
	CONSTRAINT "team_day_sums_agent_id_day_pk" PRIMARY KEY("agent_id","day")
);
--> statement-breakpoint
CREATE INDEX "team_day_changes_day" ON "team_day_changes" USING btree ("day");--> statement-breakpoint
CREATE INDEX "team_day_sums_day" ON "team_day_sums" USING btree ("day");--> statement-breakpoint
CREATE INDEX "bet_orders_created_brin" ON "bet_orders" USING brin ("created_at");--> statement-breakpoint
-- Notes each UTC+8 day of the orders a statement wrote that is built (modules/agent/team-days.ts).
-- The shared lock of the day is held to commit: a build of that day (the exclusive lock) waits
-- for this write to be visible, or this write waits for the build and then notes it.
CREATE FUNCTION team_day_note(touched_day date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock_shared(2201, touched_day - date '2000-01-01');
	INSERT INTO team_day_changes (day) SELECT touched_day
		WHERE EXISTS (SELECT 1 FROM team_day_builds b WHERE b.day = touched_day)
			AND NOT EXISTS (SELECT 1 FROM team_day_changes c WHERE c.day = touched_day);
END $$;
--> statement-breakpoint
CREATE FUNCTION team_days_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM team_day_note(d) FROM (
		SELECT DISTINCT ((created_at AT TIME ZONE 'UTC') + interval '8 hours')::date AS d FROM touched
		ORDER BY 1
	) days;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION team_days_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM team_day_note(d) FROM (
		SELECT ((created_at AT TIME ZONE 'UTC') + interval '8 hours')::date AS d FROM touched
		UNION SELECT ((created_at AT TIME ZONE 'UTC') + interval '8 hours')::date FROM gone
		ORDER BY 1
	) days;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- The tree or the orders changed wholesale: every build is forgotten (after the builds under way).
CREATE FUNCTION team_days_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(2200, 0);
	DELETE FROM team_day_builds;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bet_orders_team_days_insert AFTER INSERT ON bet_orders
	REFERENCING NEW TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION team_days_touched();
--> statement-breakpoint
CREATE TRIGGER bet_orders_team_days_update AFTER UPDATE ON bet_orders
	REFERENCING OLD TABLE AS gone NEW TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION team_days_moved();
--> statement-breakpoint
CREATE TRIGGER bet_orders_team_days_delete AFTER DELETE ON bet_orders
	REFERENCING OLD TABLE AS touched FOR EACH STATEMENT EXECUTE FUNCTION team_days_touched();
--> statement-breakpoint
CREATE TRIGGER bet_orders_team_days_truncate AFTER TRUNCATE ON bet_orders
	FOR EACH STATEMENT EXECUTE FUNCTION team_days_forget();
--> statement-breakpoint
CREATE TRIGGER agent_tree_team_days_change AFTER UPDATE OR DELETE OR TRUNCATE ON agent_tree
	FOR EACH STATEMENT EXECUTE FUNCTION team_days_forget();
