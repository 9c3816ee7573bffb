ALTER TABLE `comments` ADD `content_html` text;--> statement-breakpoint
ALTER TABLE `features` ADD `description_html` text;