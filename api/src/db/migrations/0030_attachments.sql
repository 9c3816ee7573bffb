-- drizzle-kit leaves ON DELETE out of SQLite's ADD COLUMN ... REFERENCES; written here as the schema declares it.
ALTER TABLE `uploads` ADD `feature_id` integer REFERENCES features(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `uploads` ADD `comment_id` integer REFERENCES comments(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `uploads` ADD `uploader_user_id` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `uploads` ADD `uploader_visitor_id` text;--> statement-breakpoint
CREATE INDEX `uploads_feature_idx` ON `uploads` (`feature_id`) WHERE "uploads"."feature_id" is not null;--> statement-breakpoint
CREATE INDEX `uploads_comment_idx` ON `uploads` (`comment_id`) WHERE "uploads"."comment_id" is not null;