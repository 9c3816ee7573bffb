CREATE TABLE `comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`feature_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`content` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`feature_id`) REFERENCES `features`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `comments_feature_idx` ON `comments` (`feature_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `comments_user_idx` ON `comments` (`user_id`);--> statement-breakpoint
CREATE TABLE `companies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`description` text,
	`logo_url` text,
	`cover_image_url` text,
	`website_url` text,
	`owner_id` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `companies_slug_unique` ON `companies` (`slug`);--> statement-breakpoint
CREATE INDEX `companies_owner_idx` ON `companies` (`owner_id`);--> statement-breakpoint
CREATE TABLE `features` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`status` text DEFAULT 'idea' NOT NULL,
	`category` text NOT NULL,
	`votes` integer DEFAULT 0 NOT NULL,
	`comment_count` integer DEFAULT 0 NOT NULL,
	`created_by` integer,
	`visitor_id` text,
	`author_name` text,
	`author_email` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `features_company_votes_idx` ON `features` (`company_id`,`votes`);--> statement-breakpoint
CREATE INDEX `features_company_created_idx` ON `features` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `features_company_status_idx` ON `features` (`company_id`,`status`);--> statement-breakpoint
CREATE INDEX `features_created_by_idx` ON `features` (`created_by`);--> statement-breakpoint
CREATE TABLE `uploads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`file_name` text NOT NULL,
	`type` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `uploads_file_unique` ON `uploads` (`file_name`);--> statement-breakpoint
CREATE INDEX `uploads_company_idx` ON `uploads` (`company_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`company_slug` text,
	`is_company_owner` integer DEFAULT false NOT NULL,
	`subscription_plan` text DEFAULT 'free' NOT NULL,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`subscription_ends_at` text,
	`subscription_updated_at` text,
	`monthly_submissions_used` integer DEFAULT 0 NOT NULL,
	`submissions_month` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE INDEX `users_stripe_customer_idx` ON `users` (`stripe_customer_id`);--> statement-breakpoint
CREATE TABLE `votes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`feature_id` integer NOT NULL,
	`user_id` integer,
	`visitor_id` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`feature_id`) REFERENCES `features`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "votes_has_voter" CHECK("votes"."user_id" IS NOT NULL OR "votes"."visitor_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `votes_feature_user_unique` ON `votes` (`feature_id`,`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `votes_feature_visitor_unique` ON `votes` (`feature_id`,`visitor_id`);--> statement-breakpoint
CREATE INDEX `votes_user_idx` ON `votes` (`user_id`);--> statement-breakpoint
CREATE INDEX `votes_visitor_idx` ON `votes` (`visitor_id`);