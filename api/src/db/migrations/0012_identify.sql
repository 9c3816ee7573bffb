CREATE TABLE `identified_users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`external_id` text NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`avatar_url` text,
	`company_name` text,
	`plan` text,
	`mrr_cents` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `identified_users_external_unique` ON `identified_users` (`company_id`,`external_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `identified_users_user_unique` ON `identified_users` (`user_id`);--> statement-breakpoint
CREATE TABLE `identify_secrets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`kid` text NOT NULL,
	`secret` text NOT NULL,
	`created_by` integer,
	`created_at` text NOT NULL,
	`expires_at` text,
	`revoked_at` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `identify_secrets_kid_unique` ON `identify_secrets` (`kid`);--> statement-breakpoint
CREATE INDEX `identify_secrets_company_idx` ON `identify_secrets` (`company_id`);--> statement-breakpoint
ALTER TABLE `companies` ADD `identify_origins` text;