CREATE TABLE `undoable_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token` text NOT NULL,
	`company_id` integer NOT NULL,
	`idea_id` integer NOT NULL,
	`previous_status` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`idea_id`) REFERENCES `features`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `undoable_changes_token_idx` ON `undoable_changes` (`token`);--> statement-breakpoint
CREATE INDEX `undoable_changes_expiry_idx` ON `undoable_changes` (`expires_at`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `undo_token` text;--> statement-breakpoint
CREATE INDEX `outbox_undo_idx` ON `outbox` (`undo_token`);