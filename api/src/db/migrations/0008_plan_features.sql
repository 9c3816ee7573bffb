CREATE TABLE `categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`name` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`archived_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `categories_company_idx` ON `categories` (`company_id`,`position`);--> statement-breakpoint
ALTER TABLE `companies` ADD `welcome_text` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `default_sort` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `board_statuses` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `status_labels` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `accent_color` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `theme` text DEFAULT 'light' NOT NULL;--> statement-breakpoint
ALTER TABLE `companies` ADD `roadmap_private` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `companies` ADD `custom_domain` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `custom_domain_token` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `custom_domain_verified_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `companies_custom_domain_unique` ON `companies` (`custom_domain`);--> statement-breakpoint
ALTER TABLE `features` ADD `private` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `features` ADD `category_id` integer;--> statement-breakpoint
-- Read-cache versions (0004): making an idea private or filing it under another category changes
-- what public pages show, and so does any change to a company's categories.
DROP TRIGGER `read_versions_feature_update`;
--> statement-breakpoint
CREATE TRIGGER `read_versions_feature_update` AFTER UPDATE OF company_id, title, description, status, category, comment_count, created_by, visitor_id, author_name, author_email, anonymous, created_at, private, category_id ON `features` BEGIN
  INSERT INTO `read_versions`(company_id, content) VALUES (new.company_id, 1)
    ON CONFLICT(company_id) DO UPDATE SET content = content + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `read_versions_category_insert` AFTER INSERT ON `categories` BEGIN
  INSERT INTO `read_versions`(company_id, content) VALUES (new.company_id, 1)
    ON CONFLICT(company_id) DO UPDATE SET content = content + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `read_versions_category_update` AFTER UPDATE ON `categories` BEGIN
  INSERT INTO `read_versions`(company_id, content) VALUES (new.company_id, 1)
    ON CONFLICT(company_id) DO UPDATE SET content = content + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `read_versions_category_delete` AFTER DELETE ON `categories` BEGIN
  INSERT INTO `read_versions`(company_id, content) VALUES (old.company_id, 1)
    ON CONFLICT(company_id) DO UPDATE SET content = content + 1;
END;
