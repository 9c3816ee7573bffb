ALTER TABLE `comments` ADD `parent_id` integer REFERENCES comments(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `comments` ADD `internal` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `notify_mentions` integer DEFAULT true NOT NULL;