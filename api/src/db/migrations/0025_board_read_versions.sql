-- Hand-written (keep when regenerating): what a board holds and who may see it change what public
-- answers show (issue 27), so a board's insert, change (name, order, visibility, rules) and
-- delete, and an idea moved to another board, bump the company's read-cache versions (0004), as
-- categories do (0008). An idea's board filled in on insert (0023) was counted by the insert.
CREATE TRIGGER `read_versions_board_insert` AFTER INSERT ON `boards` BEGIN
  INSERT INTO `read_versions`(company_id, content) VALUES (new.company_id, 1)
    ON CONFLICT(company_id) DO UPDATE SET content = content + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `read_versions_board_update` AFTER UPDATE ON `boards` BEGIN
  INSERT INTO `read_versions`(company_id, content) VALUES (new.company_id, 1)
    ON CONFLICT(company_id) DO UPDATE SET content = content + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `read_versions_board_delete` AFTER DELETE ON `boards` BEGIN
  INSERT INTO `read_versions`(company_id, content) VALUES (old.company_id, 1)
    ON CONFLICT(company_id) DO UPDATE SET content = content + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `read_versions_feature_board` AFTER UPDATE OF board_id ON `features` WHEN old.board_id IS NOT NULL AND old.board_id IS NOT new.board_id BEGIN
  INSERT INTO `read_versions`(company_id, content) VALUES (new.company_id, 1)
    ON CONFLICT(company_id) DO UPDATE SET content = content + 1;
END;
