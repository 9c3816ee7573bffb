CREATE TABLE `boards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`description` text,
	`position` integer DEFAULT 0 NOT NULL,
	`visibility` text DEFAULT 'public' NOT NULL,
	`email_domains` text,
	`attribute_rules` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `boards_company_slug_unique` ON `boards` (`company_id`,`slug`);--> statement-breakpoint
CREATE INDEX `boards_company_position_idx` ON `boards` (`company_id`,`position`);--> statement-breakpoint
ALTER TABLE `features` ADD `board_id` integer REFERENCES boards(id);--> statement-breakpoint
CREATE INDEX `features_board_idx` ON `features` (`board_id`);--> statement-breakpoint
-- Backfill (hand-written, keep when regenerating): every company's first board, holding all its ideas.
INSERT INTO `boards` (`company_id`, `name`, `slug`, `position`, `visibility`, `created_at`) SELECT `id`, 'Feature Requests', 'feature-requests', 0, 'public', `created_at` FROM `companies`;--> statement-breakpoint
UPDATE `features` SET `board_id` = (SELECT b.`id` FROM `boards` b WHERE b.`company_id` = `features`.`company_id` ORDER BY b.`position`, b.`id` LIMIT 1);
--> statement-breakpoint
-- Hand-written (keep when regenerating): board_id kept NOT NULL by the database, since SQLite cannot
-- add a NOT NULL column with a foreign key without rebuilding `features` and dropping its triggers
-- (docs/decisions/024). A new company gets its default board; an idea inserted without a board lands
-- on its company's default one; null or another company's board is refused. No other trigger on
-- `features` watches board_id, so the fill below sets off nothing else.
CREATE TRIGGER `boards_company_default` AFTER INSERT ON `companies` BEGIN
  INSERT INTO `boards` (`company_id`, `name`, `slug`, `position`, `visibility`, `created_at`) VALUES (new.id, 'Feature Requests', 'feature-requests', 0, 'public', new.created_at);
END;
--> statement-breakpoint
CREATE TRIGGER `features_board_insert_check` BEFORE INSERT ON `features` WHEN new.board_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM `boards` WHERE `id` = new.board_id AND `company_id` = new.company_id) BEGIN
  SELECT RAISE(ABORT, 'features.board_id must be a board of the idea''s company');
END;
--> statement-breakpoint
CREATE TRIGGER `features_board_insert_default` AFTER INSERT ON `features` WHEN new.board_id IS NULL BEGIN
  UPDATE `features` SET `board_id` = (SELECT `id` FROM `boards` WHERE `company_id` = new.company_id ORDER BY `position`, `id` LIMIT 1) WHERE `id` = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `features_board_update_check` BEFORE UPDATE OF `board_id`, `company_id` ON `features` WHEN new.board_id IS NULL OR NOT EXISTS (SELECT 1 FROM `boards` WHERE `id` = new.board_id AND `company_id` = new.company_id) BEGIN
  SELECT RAISE(ABORT, 'features.board_id must be a board of the idea''s company');
END;
