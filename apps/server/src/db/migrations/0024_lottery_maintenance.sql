-- A lottery game's maintenance window is its game-centre entry's `maintain` (games, category
-- LOTTERY, game_id = the lottery game's id): betting refuses slips inside it, so a change of a
-- games row notifies 'g:<game id>' like the game's own rows (a third-party game's change only
-- drops a catalogue entry that is read again).
CREATE TRIGGER "games_game_change" AFTER INSERT OR UPDATE OR DELETE ON "games" FOR EACH ROW EXECUTE FUNCTION "notify_member_change"('g', 'game_id');
--> statement-breakpoint
CREATE TRIGGER "games_game_truncate" AFTER TRUNCATE ON "games" FOR EACH STATEMENT EXECUTE FUNCTION "notify_member_change"('g', 'game_id');
