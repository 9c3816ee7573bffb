ALTER TABLE `uploads` ADD `bytes` blob;--> statement-breakpoint
ALTER TABLE `uploads` ADD `content_type` text;