CREATE TABLE `idea_merges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`source_id` integer NOT NULL,
	`target_id` integer NOT NULL,
	`user_id` integer,
	`moved_vote_ids` text NOT NULL,
	`moved_comment_ids` text NOT NULL,
	`created_at` text NOT NULL,
	`unmerged_at` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`source_id`) REFERENCES `features`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`target_id`) REFERENCES `features`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `idea_merges_target_idx` ON `idea_merges` (`target_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `idea_merges_source_idx` ON `idea_merges` (`source_id`);--> statement-breakpoint
ALTER TABLE `comments` ADD `hidden_at` text;--> statement-breakpoint
ALTER TABLE `comments` ADD `merged_from` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `review_new_ideas` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `features` ADD `held` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `features` ADD `merged_into` integer;--> statement-breakpoint
-- Hand-written (keep when regenerating): holding, approving and merging an idea change what
-- public pages show, so held and merged_into bump the read-cache versions too (0008).
DROP TRIGGER `read_versions_feature_update`;
--> statement-breakpoint
CREATE TRIGGER `read_versions_feature_update` AFTER UPDATE OF company_id, title, description, status, category, comment_count, created_by, visitor_id, author_name, author_email, anonymous, created_at, private, category_id, held, merged_into ON `features` BEGIN
  INSERT INTO `read_versions`(company_id, content) VALUES (new.company_id, 1)
    ON CONFLICT(company_id) DO UPDATE SET content = content + 1;
END;
