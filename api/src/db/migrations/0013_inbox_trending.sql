ALTER TABLE `features` ADD `trending_score` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `features_company_trending_idx` ON `features` (`company_id`,`trending_score`);--> statement-breakpoint
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
