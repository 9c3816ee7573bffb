CREATE TABLE `company_members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`role` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `company_members_unique` ON `company_members` (`company_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `company_members_user_idx` ON `company_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `email_unsubscribes` (
	`email` text PRIMARY KEY NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `idea_activity` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`feature_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`user_id` integer,
	`action` text NOT NULL,
	`from_value` text,
	`to_value` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`feature_id`) REFERENCES `features`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `idea_activity_feature_idx` ON `idea_activity` (`feature_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `idea_activity_company_idx` ON `idea_activity` (`company_id`,`action`,`created_at`);--> statement-breakpoint
CREATE TABLE `team_invites` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by` integer,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `team_invites_hash_unique` ON `team_invites` (`token_hash`);--> statement-breakpoint
CREATE INDEX `team_invites_company_idx` ON `team_invites` (`company_id`);--> statement-breakpoint
CREATE TABLE `usage_daily` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`day` text NOT NULL,
	`event` text NOT NULL,
	`source` text NOT NULL,
	`host` text DEFAULT '' NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `usage_daily_unique` ON `usage_daily` (`company_id`,`day`,`event`,`source`,`host`);--> statement-breakpoint
ALTER TABLE `users` ADD `notify_idea_updates` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `daily_digest` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `last_digest_on` text;