ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every committed change of a member's account row, sessions, wallets or messages notifies
-- 'member_changes' with '<letter>:<user id>' ('*' when a table is truncated), whoever makes it:
-- the servers' per-process caches drop what it touches (apps/server/src/db/change-feed.ts).
CREATE FUNCTION "notify_member_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_id text;
  new_id text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('member_changes', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    old_id := to_jsonb(OLD) ->> TG_ARGV[1];
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_id := to_jsonb(NEW) ->> TG_ARGV[1];
  END IF;
  IF old_id IS NOT NULL THEN
    PERFORM pg_notify('member_changes', TG_ARGV[0] || ':' || old_id);
  END IF;
  IF new_id IS NOT NULL AND new_id IS DISTINCT FROM old_id THEN
    PERFORM pg_notify('member_changes', TG_ARGV[0] || ':' || new_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_member_change" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_member_change"('u', 'id');
--> statement-breakpoint
CREATE TRIGGER "users_member_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_member_change"('u', 'id');
--> statement-breakpoint
CREATE TRIGGER "sessions_member_change" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_member_change"('s', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "sessions_member_truncate" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_member_change"('s', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "wallets_member_change" AFTER INSERT OR UPDATE OR DELETE ON "wallets" FOR EACH ROW EXECUTE FUNCTION "notify_member_change"('w', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "wallets_member_truncate" AFTER TRUNCATE ON "wallets" FOR EACH STATEMENT EXECUTE FUNCTION "notify_member_change"('w', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "push_messages_member_change" AFTER INSERT OR UPDATE OR DELETE ON "push_messages" FOR EACH ROW EXECUTE FUNCTION "notify_member_change"('m', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "push_messages_member_truncate" AFTER TRUNCATE ON "push_messages" FOR EACH STATEMENT EXECUTE FUNCTION "notify_member_change"('m', 'user_id');
