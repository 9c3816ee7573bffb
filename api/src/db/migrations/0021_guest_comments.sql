CREATE TABLE `guest_comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`feature_id` integer NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`content` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`confirmed_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`feature_id`) REFERENCES `features`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guest_comments_token_unique` ON `guest_comments` (`token_hash`);--> statement-breakpoint
CREATE INDEX `guest_comments_feature_idx` ON `guest_comments` (`feature_id`);