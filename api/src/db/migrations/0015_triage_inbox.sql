ALTER TABLE `comments` ADD `by_team` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `features` ADD `last_activity_at` text;--> statement-breakpoint
ALTER TABLE `features` ADD `edited_at` text;--> statement-breakpoint
ALTER TABLE `features` ADD `new_comments` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `features` ADD `trending_score` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `features_company_activity_idx` ON `features` (`company_id`,`last_activity_at`);--> statement-breakpoint
CREATE INDEX `features_company_trending_idx` ON `features` (`company_id`,`trending_score`);--> statement-breakpoint
-- Backfill (hand-written, keep when regenerating): team replies by today's team, last activity, new comments.
UPDATE `comments` SET `by_team` = 1 WHERE `user_id` IN (SELECT c.`owner_id` FROM `companies` c JOIN `features` f ON f.`company_id` = c.`id` WHERE f.`id` = `comments`.`feature_id`) OR EXISTS (SELECT 1 FROM `company_members` m JOIN `features` f ON f.`company_id` = m.`company_id` WHERE f.`id` = `comments`.`feature_id` AND m.`user_id` = `comments`.`user_id`);--> statement-breakpoint
UPDATE `features` SET `last_activity_at` = max(`created_at`, coalesce(`status_changed_at`, `created_at`), coalesce((SELECT max(`created_at`) FROM `comments` WHERE `feature_id` = `features`.`id`), `created_at`), coalesce((SELECT max(`created_at`) FROM `votes` WHERE `feature_id` = `features`.`id`), `created_at`));--> statement-breakpoint
UPDATE `features` SET `new_comments` = 1 WHERE EXISTS (SELECT 1 FROM `comments` o WHERE o.`feature_id` = `features`.`id` AND o.`by_team` = 0 AND o.`created_at` > coalesce((SELECT max(t.`created_at`) FROM `comments` t WHERE t.`feature_id` = `features`.`id` AND t.`by_team` = 1), ''));
--> statement-breakpoint
-- Hand-written (keep when regenerating): the trending score kept by the database itself, so
-- every writer of votes (votes, seed, account deletion, import, merges) keeps it right.
CREATE TRIGGER `features_trending_insert` AFTER INSERT ON `features` BEGIN
  UPDATE `features` SET `trending_score` = coalesce(cast(round((log10(max(new.votes, 1)) + (unixepoch(new.created_at) - 1704067200) / 604800.0) * 1000000) as integer), 0) WHERE `id` = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `features_trending_update` AFTER UPDATE OF `votes`, `created_at` ON `features` BEGIN
  UPDATE `features` SET `trending_score` = coalesce(cast(round((log10(max(new.votes, 1)) + (unixepoch(new.created_at) - 1704067200) / 604800.0) * 1000000) as integer), 0) WHERE `id` = new.id;
END;
--> statement-breakpoint
UPDATE `features` SET `trending_score` = coalesce(cast(round((log10(max(`votes`, 1)) + (unixepoch(`created_at`) - 1704067200) / 604800.0) * 1000000) as integer), 0);
