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
ALTER TABLE `features` ADD `merged_into` integer;