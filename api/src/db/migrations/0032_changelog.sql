CREATE TABLE `changelog_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`entry_id` integer NOT NULL,
	`email` text NOT NULL,
	`token` text NOT NULL,
	`opened_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entry_id`) REFERENCES `changelog_entries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `changelog_deliveries_entry_email_unique` ON `changelog_deliveries` (`entry_id`,`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `changelog_deliveries_token_unique` ON `changelog_deliveries` (`token`);--> statement-breakpoint
CREATE TABLE `changelog_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`body_html` text DEFAULT '' NOT NULL,
	`cover_upload_id` integer,
	`labels` text DEFAULT '[]' NOT NULL,
	`state` text DEFAULT 'draft' NOT NULL,
	`publish_at` text,
	`published_at` text,
	`widget_views` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cover_upload_id`) REFERENCES `uploads`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `changelog_entries_company_slug_unique` ON `changelog_entries` (`company_id`,`slug`);--> statement-breakpoint
CREATE INDEX `changelog_entries_company_published_idx` ON `changelog_entries` (`company_id`,`state`,`published_at`);--> statement-breakpoint
CREATE INDEX `changelog_entries_due_idx` ON `changelog_entries` (`state`,`publish_at`);--> statement-breakpoint
CREATE TABLE `changelog_entry_ideas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`entry_id` integer NOT NULL,
	`feature_id` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`entry_id`) REFERENCES `changelog_entries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`feature_id`) REFERENCES `features`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `changelog_entry_ideas_entry_feature_unique` ON `changelog_entry_ideas` (`entry_id`,`feature_id`);--> statement-breakpoint
CREATE INDEX `changelog_entry_ideas_feature_idx` ON `changelog_entry_ideas` (`feature_id`);--> statement-breakpoint
CREATE TABLE `changelog_labels` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `changelog_labels_company_name_unique` ON `changelog_labels` (`company_id`,`name_key`);--> statement-breakpoint
CREATE TABLE `changelog_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`email` text NOT NULL,
	`token` text NOT NULL,
	`confirmed_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `changelog_subscribers_company_email_unique` ON `changelog_subscribers` (`company_id`,`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `changelog_subscribers_token_unique` ON `changelog_subscribers` (`token`);--> statement-breakpoint
ALTER TABLE `companies` ADD `changelog_track_opens` integer DEFAULT false NOT NULL;