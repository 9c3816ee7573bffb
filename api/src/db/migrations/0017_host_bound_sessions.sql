CREATE TABLE `sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`host` text NOT NULL,
	`device` text NOT NULL,
	`created_at` text NOT NULL,
	`last_used_at` text NOT NULL,
	`ended_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`,`ended_at`);--> statement-breakpoint
ALTER TABLE `users` DROP COLUMN `session_version`;