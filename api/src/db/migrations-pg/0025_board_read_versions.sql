-- Hand-written (keep when regenerating): what a board holds and who may see it change what public
-- answers show (issue 27), so a board's insert, change (name, order, visibility, rules) and
-- delete, and an idea moved to another board, bump the company's read-cache versions (0001), as
-- categories do (0006): boards carry company_id like features, so that trigger function serves.
CREATE TRIGGER "read_versions_board_insert" AFTER INSERT ON "boards"
  FOR EACH ROW EXECUTE FUNCTION read_versions_feature('content');
--> statement-breakpoint
CREATE TRIGGER "read_versions_board_update" AFTER UPDATE ON "boards"
  FOR EACH ROW EXECUTE FUNCTION read_versions_feature('content');
--> statement-breakpoint
CREATE TRIGGER "read_versions_board_delete" AFTER DELETE ON "boards"
  FOR EACH ROW EXECUTE FUNCTION read_versions_feature('content');
--> statement-breakpoint
CREATE TRIGGER "read_versions_feature_board" AFTER UPDATE OF "board_id" ON "features"
  FOR EACH ROW WHEN (OLD.board_id IS DISTINCT FROM NEW.board_id)
  EXECUTE FUNCTION read_versions_feature('content');
