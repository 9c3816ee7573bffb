CREATE TABLE `insight_counts` (
	`company_id` integer NOT NULL,
	`public_contributors` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `insight_counts_unique` ON `insight_counts` (`company_id`);--> statement-breakpoint
CREATE TABLE `insight_days` (
	`company_id` integer NOT NULL,
	`day` text NOT NULL,
	`ideas` integer DEFAULT 0 NOT NULL,
	`votes` integer DEFAULT 0 NOT NULL,
	`comments` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `insight_days_unique` ON `insight_days` (`company_id`,`day`);--> statement-breakpoint
CREATE TABLE `insight_deltas` (
	`company_id` integer NOT NULL,
	`feature_id` integer NOT NULL,
	`day` text NOT NULL,
	`ideas` integer DEFAULT 0 NOT NULL,
	`votes` integer DEFAULT 0 NOT NULL,
	`comments` integer DEFAULT 0 NOT NULL,
	`user_id` integer,
	`visitor_id` text,
	`public_acts` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `insight_deltas_company_idx` ON `insight_deltas` (`company_id`);--> statement-breakpoint
CREATE TABLE `insight_idea_days` (
	`company_id` integer NOT NULL,
	`feature_id` integer NOT NULL,
	`day` text NOT NULL,
	`votes` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `insight_idea_days_unique` ON `insight_idea_days` (`feature_id`,`day`);--> statement-breakpoint
CREATE INDEX `insight_idea_days_company_idx` ON `insight_idea_days` (`company_id`,`day`,`feature_id`,`votes`);--> statement-breakpoint
CREATE TABLE `insight_ideas` (
	`company_id` integer NOT NULL,
	`feature_id` integer NOT NULL,
	`votes` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `insight_ideas_unique` ON `insight_ideas` (`feature_id`);--> statement-breakpoint
CREATE INDEX `insight_ideas_company_votes_idx` ON `insight_ideas` (`company_id`,`votes`);--> statement-breakpoint
CREATE TABLE `insight_new_days` (
	`company_id` integer NOT NULL,
	`day` text NOT NULL,
	`people` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `insight_new_days_unique` ON `insight_new_days` (`company_id`,`day`);--> statement-breakpoint
CREATE TABLE `insight_people` (
	`company_id` integer NOT NULL,
	`who` text NOT NULL,
	`first_day` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `insight_people_unique` ON `insight_people` (`company_id`,`who`);--> statement-breakpoint
CREATE INDEX `insight_people_first_idx` ON `insight_people` (`company_id`,`first_day`);--> statement-breakpoint
CREATE TABLE `insight_person_days` (
	`company_id` integer NOT NULL,
	`who` text NOT NULL,
	`day` text NOT NULL,
	`acts` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `insight_person_days_unique` ON `insight_person_days` (`company_id`,`who`,`day`);--> statement-breakpoint
CREATE INDEX `insight_person_days_day_idx` ON `insight_person_days` (`company_id`,`day`,`who`);--> statement-breakpoint
CREATE TABLE `insight_public_people` (
	`company_id` integer NOT NULL,
	`who` text NOT NULL,
	`acts` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `insight_public_people_unique` ON `insight_public_people` (`company_id`,`who`);--> statement-breakpoint
-- Hand-written (keep when regenerating): every write of an idea, vote or comment appends its
-- +1 or -1 to insight_deltas, so every writer (votes, comments, submissions, seeds, imports,
-- merges, account and company deletion) keeps the Insights rollups right. One insert per row,
-- on no shared row: domains/insights/rollups.ts folds them on the next read. public_acts
-- follows submissions and votes on public ideas (not private, held or merged).
CREATE TRIGGER `insight_features_insert` AFTER INSERT ON `features` BEGIN
  INSERT INTO `insight_deltas` (`company_id`, `feature_id`, `day`, `ideas`, `user_id`, `visitor_id`, `public_acts`)
    VALUES (new.company_id, new.id, substr(new.created_at, 1, 10), 1, new.created_by, new.visitor_id, (CASE WHEN NOT new.private AND NOT new.held AND new.merged_into IS NULL THEN 1 ELSE 0 END));
END;
--> statement-breakpoint
CREATE TRIGGER `insight_features_update` AFTER UPDATE OF `company_id`, `created_at`, `created_by`, `visitor_id`, `private`, `held`, `merged_into` ON `features` BEGIN
  INSERT INTO `insight_deltas` (`company_id`, `feature_id`, `day`, `ideas`, `user_id`, `visitor_id`, `public_acts`)
    VALUES (old.company_id, old.id, substr(old.created_at, 1, 10), -1, old.created_by, old.visitor_id, -(CASE WHEN NOT old.private AND NOT old.held AND old.merged_into IS NULL THEN 1 ELSE 0 END)),
           (new.company_id, new.id, substr(new.created_at, 1, 10), 1, new.created_by, new.visitor_id, (CASE WHEN NOT new.private AND NOT new.held AND new.merged_into IS NULL THEN 1 ELSE 0 END));
  -- Shown or hidden: its voters count as public contributors, or stop to.
  INSERT INTO `insight_deltas` (`company_id`, `feature_id`, `day`, `user_id`, `visitor_id`, `public_acts`)
    SELECT new.company_id, new.id, substr(v.created_at, 1, 10), v.user_id, v.visitor_id, (CASE WHEN NOT new.private AND NOT new.held AND new.merged_into IS NULL THEN 1 ELSE 0 END) - (CASE WHEN NOT old.private AND NOT old.held AND old.merged_into IS NULL THEN 1 ELSE 0 END)
    FROM `votes` v WHERE v.feature_id = new.id AND (CASE WHEN NOT new.private AND NOT new.held AND new.merged_into IS NULL THEN 1 ELSE 0 END) <> (CASE WHEN NOT old.private AND NOT old.held AND old.merged_into IS NULL THEN 1 ELSE 0 END);
END;
--> statement-breakpoint
-- An idea's votes and comments leave with it: counted here, while the idea is still there to
-- name its company (the cascaded deletes below find no idea and add nothing).
CREATE TRIGGER `insight_features_delete` BEFORE DELETE ON `features` BEGIN
  INSERT INTO `insight_deltas` (`company_id`, `feature_id`, `day`, `ideas`, `user_id`, `visitor_id`, `public_acts`)
    VALUES (old.company_id, old.id, substr(old.created_at, 1, 10), -1, old.created_by, old.visitor_id, -(CASE WHEN NOT old.private AND NOT old.held AND old.merged_into IS NULL THEN 1 ELSE 0 END));
  INSERT INTO `insight_deltas` (`company_id`, `feature_id`, `day`, `votes`, `user_id`, `visitor_id`, `public_acts`)
    SELECT old.company_id, old.id, substr(v.created_at, 1, 10), -1, v.user_id, v.visitor_id, -(CASE WHEN NOT old.private AND NOT old.held AND old.merged_into IS NULL THEN 1 ELSE 0 END) FROM `votes` v WHERE v.feature_id = old.id;
  INSERT INTO `insight_deltas` (`company_id`, `feature_id`, `day`, `comments`, `user_id`)
    SELECT old.company_id, old.id, substr(c.created_at, 1, 10), -1, c.user_id FROM `comments` c WHERE c.feature_id = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `insight_votes_insert` AFTER INSERT ON `votes` BEGIN
  INSERT INTO `insight_deltas` (`company_id`, `feature_id`, `day`, `votes`, `user_id`, `visitor_id`, `public_acts`)
    SELECT f.company_id, f.id, substr(new.created_at, 1, 10), 1, new.user_id, new.visitor_id, (CASE WHEN NOT f.private AND NOT f.held AND f.merged_into IS NULL THEN 1 ELSE 0 END) FROM `features` f WHERE f.id = new.feature_id;
END;
--> statement-breakpoint
CREATE TRIGGER `insight_votes_update` AFTER UPDATE OF `feature_id`, `created_at`, `user_id`, `visitor_id` ON `votes` BEGIN
  INSERT INTO `insight_deltas` (`company_id`, `feature_id`, `day`, `votes`, `user_id`, `visitor_id`, `public_acts`)
    SELECT f.company_id, f.id, substr(old.created_at, 1, 10), -1, old.user_id, old.visitor_id, -(CASE WHEN NOT f.private AND NOT f.held AND f.merged_into IS NULL THEN 1 ELSE 0 END) FROM `features` f WHERE f.id = old.feature_id;
  INSERT INTO `insight_deltas` (`company_id`, `feature_id`, `day`, `votes`, `user_id`, `visitor_id`, `public_acts`)
    SELECT f.company_id, f.id, substr(new.created_at, 1, 10), 1, new.user_id, new.visitor_id, (CASE WHEN NOT f.private AND NOT f.held AND f.merged_into IS NULL THEN 1 ELSE 0 END) FROM `features` f WHERE f.id = new.feature_id;
END;
--> statement-breakpoint
CREATE TRIGGER `insight_votes_delete` AFTER DELETE ON `votes` BEGIN
  INSERT INTO `insight_deltas` (`company_id`, `feature_id`, `day`, `votes`, `user_id`, `visitor_id`, `public_acts`)
    SELECT f.company_id, f.id, substr(old.created_at, 1, 10), -1, old.user_id, old.visitor_id, -(CASE WHEN NOT f.private AND NOT f.held AND f.merged_into IS NULL THEN 1 ELSE 0 END) FROM `features` f WHERE f.id = old.feature_id;
END;
--> statement-breakpoint
CREATE TRIGGER `insight_comments_insert` AFTER INSERT ON `comments` BEGIN
  INSERT INTO `insight_deltas` (`company_id`, `feature_id`, `day`, `comments`, `user_id`)
    SELECT f.company_id, f.id, substr(new.created_at, 1, 10), 1, new.user_id FROM `features` f WHERE f.id = new.feature_id;
END;
--> statement-breakpoint
CREATE TRIGGER `insight_comments_update` AFTER UPDATE OF `feature_id`, `created_at`, `user_id` ON `comments` BEGIN
  INSERT INTO `insight_deltas` (`company_id`, `feature_id`, `day`, `comments`, `user_id`)
    SELECT f.company_id, f.id, substr(old.created_at, 1, 10), -1, old.user_id FROM `features` f WHERE f.id = old.feature_id;
  INSERT INTO `insight_deltas` (`company_id`, `feature_id`, `day`, `comments`, `user_id`)
    SELECT f.company_id, f.id, substr(new.created_at, 1, 10), 1, new.user_id FROM `features` f WHERE f.id = new.feature_id;
END;
--> statement-breakpoint
CREATE TRIGGER `insight_comments_delete` AFTER DELETE ON `comments` BEGIN
  INSERT INTO `insight_deltas` (`company_id`, `feature_id`, `day`, `comments`, `user_id`)
    SELECT f.company_id, f.id, substr(old.created_at, 1, 10), -1, old.user_id FROM `features` f WHERE f.id = old.feature_id;
END;
--> statement-breakpoint
-- Backfill (hand-written, keep when regenerating): what exists now, folded on the first read.
INSERT INTO `insight_deltas` (`company_id`, `feature_id`, `day`, `ideas`, `user_id`, `visitor_id`, `public_acts`)
  SELECT f.company_id, f.id, substr(f.created_at, 1, 10), 1, f.created_by, f.visitor_id, (CASE WHEN NOT f.private AND NOT f.held AND f.merged_into IS NULL THEN 1 ELSE 0 END) FROM `features` f;--> statement-breakpoint
INSERT INTO `insight_deltas` (`company_id`, `feature_id`, `day`, `votes`, `user_id`, `visitor_id`, `public_acts`)
  SELECT f.company_id, f.id, substr(v.created_at, 1, 10), 1, v.user_id, v.visitor_id, (CASE WHEN NOT f.private AND NOT f.held AND f.merged_into IS NULL THEN 1 ELSE 0 END) FROM `votes` v JOIN `features` f ON f.id = v.feature_id;--> statement-breakpoint
INSERT INTO `insight_deltas` (`company_id`, `feature_id`, `day`, `comments`, `user_id`)
  SELECT f.company_id, f.id, substr(c.created_at, 1, 10), 1, c.user_id FROM `comments` c JOIN `features` f ON f.id = c.feature_id;
