CREATE TABLE `idea_tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`feature_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`feature_id`) REFERENCES `features`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `idea_tags_feature_tag_unique` ON `idea_tags` (`feature_id`,`tag_id`);--> statement-breakpoint
CREATE INDEX `idea_tags_tag_feature_idx` ON `idea_tags` (`tag_id`,`feature_id`);--> statement-breakpoint
CREATE TABLE `tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`color` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tags_company_name_unique` ON `tags` (`company_id`,`name_key`);--> statement-breakpoint
ALTER TABLE `features` ADD `eta` text;--> statement-breakpoint
-- Hand-written (keep when regenerating): an idea's ETA shows on the public idea page and roadmap
-- (issue 28), so changing it bumps the company's read-cache versions (0004), as a board move does (0025).
CREATE TRIGGER `read_versions_feature_eta` AFTER UPDATE OF eta ON `features` WHEN old.eta IS NOT new.eta BEGIN
  INSERT INTO `read_versions`(company_id, content) VALUES (new.company_id, 1)
    ON CONFLICT(company_id) DO UPDATE SET content = content + 1;
END;
