-- Game sessions opened before they were bound to a member session cannot be bound: they end.
DELETE FROM "live_sessions";--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "session_id" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "password_stamp" text NOT NULL;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_sessions_session" ON "live_sessions" USING btree ("session_id");