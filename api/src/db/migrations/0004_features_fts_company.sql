-- Search per company: the FTS index gets a `company` token column ('c' || company_id) so a
-- query matches only that company's rows, and 2- and 3-letter prefix indexes so short prefix
-- terms read one doclist instead of scanning every term. Contentless with contentless_delete:
-- a deleted idea (by hand or by the company-delete cascade, which fires triggers too) leaves
-- no row in the index.
DROP TRIGGER IF EXISTS `features_fts_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `features_fts_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `features_fts_update`;
--> statement-breakpoint
DROP TABLE IF EXISTS `features_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `features_fts` USING fts5(company, title, description, content='', contentless_delete=1, prefix='2 3', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO `features_fts`(rowid, company, title, description) SELECT id, 'c' || company_id, title, description FROM `features`;
--> statement-breakpoint
CREATE TRIGGER `features_fts_insert` AFTER INSERT ON `features` BEGIN
  INSERT INTO `features_fts`(rowid, company, title, description) VALUES (new.id, 'c' || new.company_id, new.title, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER `features_fts_delete` AFTER DELETE ON `features` BEGIN
  DELETE FROM `features_fts` WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `features_fts_update` AFTER UPDATE OF title, description, company_id ON `features` BEGIN
  DELETE FROM `features_fts` WHERE rowid = old.id;
  INSERT INTO `features_fts`(rowid, company, title, description) VALUES (new.id, 'c' || new.company_id, new.title, new.description);
END;
--> statement-breakpoint
-- Read-cache versions per company (row 0: what spans companies, such as the landing list and
-- slugs), bumped by triggers so every connection and process sees them. `votes` moves alone
-- when only vote counts change, so a cached board can take new counts in place.
CREATE TABLE `read_versions` (
  `company_id` integer PRIMARY KEY NOT NULL,
  `content` integer DEFAULT 0 NOT NULL,
  `votes` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `read_versions_feature_insert` AFTER INSERT ON `features` BEGIN
  INSERT INTO `read_versions`(company_id, content) VALUES (new.company_id, 1)
    ON CONFLICT(company_id) DO UPDATE SET content = content + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `read_versions_feature_delete` AFTER DELETE ON `features` BEGIN
  INSERT INTO `read_versions`(company_id, content) VALUES (old.company_id, 1)
    ON CONFLICT(company_id) DO UPDATE SET content = content + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `read_versions_feature_votes` AFTER UPDATE OF votes ON `features` BEGIN
  INSERT INTO `read_versions`(company_id, votes) VALUES (new.company_id, 1)
    ON CONFLICT(company_id) DO UPDATE SET votes = votes + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `read_versions_feature_update` AFTER UPDATE OF company_id, title, description, status, category, comment_count, created_by, visitor_id, author_name, author_email, anonymous, created_at ON `features` BEGIN
  INSERT INTO `read_versions`(company_id, content) VALUES (new.company_id, 1)
    ON CONFLICT(company_id) DO UPDATE SET content = content + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `read_versions_comment_insert` AFTER INSERT ON `comments` BEGIN
  INSERT INTO `read_versions`(company_id, content) SELECT company_id, 1 FROM `features` WHERE id = new.feature_id
    ON CONFLICT(company_id) DO UPDATE SET content = content + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `read_versions_comment_delete` AFTER DELETE ON `comments` BEGIN
  INSERT INTO `read_versions`(company_id, content) SELECT company_id, 1 FROM `features` WHERE id = old.feature_id
    ON CONFLICT(company_id) DO UPDATE SET content = content + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `read_versions_company_insert` AFTER INSERT ON `companies` BEGIN
  INSERT INTO `read_versions`(company_id, content) VALUES (new.id, 1), (0, 1)
    ON CONFLICT(company_id) DO UPDATE SET content = content + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `read_versions_company_update` AFTER UPDATE ON `companies` BEGIN
  INSERT INTO `read_versions`(company_id, content) VALUES (new.id, 1), (0, 1)
    ON CONFLICT(company_id) DO UPDATE SET content = content + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `read_versions_company_delete` AFTER DELETE ON `companies` BEGIN
  INSERT INTO `read_versions`(company_id, content) VALUES (old.id, 1), (0, 1)
    ON CONFLICT(company_id) DO UPDATE SET content = content + 1;
END;
--> statement-breakpoint
-- Names show on boards (authors, commenters): a rename or a deleted account refreshes them all.
CREATE TRIGGER `read_versions_user_update` AFTER UPDATE OF name ON `users` BEGIN
  UPDATE `read_versions` SET content = content + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `read_versions_user_delete` AFTER DELETE ON `users` BEGIN
  UPDATE `read_versions` SET content = content + 1;
END;
