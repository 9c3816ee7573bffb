-- Full-text search over ideas for large boards (?q= on the feature list), kept in step by triggers.
CREATE VIRTUAL TABLE `features_fts` USING fts5(title, description, content='features', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO `features_fts`(`features_fts`) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `features_fts_insert` AFTER INSERT ON `features` BEGIN
  INSERT INTO `features_fts`(rowid, title, description) VALUES (new.id, new.title, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER `features_fts_delete` AFTER DELETE ON `features` BEGIN
  INSERT INTO `features_fts`(`features_fts`, rowid, title, description) VALUES ('delete', old.id, old.title, old.description);
END;
--> statement-breakpoint
CREATE TRIGGER `features_fts_update` AFTER UPDATE OF title, description ON `features` BEGIN
  INSERT INTO `features_fts`(`features_fts`, rowid, title, description) VALUES ('delete', old.id, old.title, old.description);
  INSERT INTO `features_fts`(rowid, title, description) VALUES (new.id, new.title, new.description);
END;
