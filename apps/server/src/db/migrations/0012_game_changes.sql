-- Every committed change of a game's row, its odds, its play limits or its turns notifies
-- 'member_changes' with 'g:<game id>' ('*' when a table is truncated), whoever makes it: the
-- servers' per-process game catalogue (modules/betting/game-catalogue.ts) drops that game.
CREATE TRIGGER "lottery_games_game_change" AFTER INSERT OR UPDATE OR DELETE ON "lottery_games" FOR EACH ROW EXECUTE FUNCTION "notify_member_change"('g', 'id');
--> statement-breakpoint
CREATE TRIGGER "lottery_games_game_truncate" AFTER TRUNCATE ON "lottery_games" FOR EACH STATEMENT EXECUTE FUNCTION "notify_member_change"('g', 'id');
--> statement-breakpoint
CREATE TRIGGER "bet_odds_game_change" AFTER INSERT OR UPDATE OR DELETE ON "bet_odds" FOR EACH ROW EXECUTE FUNCTION "notify_member_change"('g', 'game_id');
--> statement-breakpoint
CREATE TRIGGER "bet_odds_game_truncate" AFTER TRUNCATE ON "bet_odds" FOR EACH STATEMENT EXECUTE FUNCTION "notify_member_change"('g', 'game_id');
--> statement-breakpoint
CREATE TRIGGER "bet_play_limits_game_change" AFTER INSERT OR UPDATE OR DELETE ON "bet_play_limits" FOR EACH ROW EXECUTE FUNCTION "notify_member_change"('g', 'game_id');
--> statement-breakpoint
CREATE TRIGGER "bet_play_limits_game_truncate" AFTER TRUNCATE ON "bet_play_limits" FOR EACH STATEMENT EXECUTE FUNCTION "notify_member_change"('g', 'game_id');
--> statement-breakpoint
CREATE TRIGGER "draw_turns_game_change" AFTER INSERT OR UPDATE OR DELETE ON "draw_turns" FOR EACH ROW EXECUTE FUNCTION "notify_member_change"('g', 'game_id');
--> statement-breakpoint
CREATE TRIGGER "draw_turns_game_truncate" AFTER TRUNCATE ON "draw_turns" FOR EACH STATEMENT EXECUTE FUNCTION "notify_member_change"('g', 'game_id');
