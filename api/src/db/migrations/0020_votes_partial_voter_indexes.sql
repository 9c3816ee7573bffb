DROP INDEX `votes_feature_user_unique`;--> statement-breakpoint
DROP INDEX `votes_feature_visitor_unique`;--> statement-breakpoint
DROP INDEX `votes_user_idx`;--> statement-breakpoint
DROP INDEX `votes_visitor_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `votes_feature_user_unique` ON `votes` (`feature_id`,`user_id`) WHERE "votes"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `votes_feature_visitor_unique` ON `votes` (`feature_id`,`visitor_id`) WHERE "votes"."visitor_id" is not null;--> statement-breakpoint
CREATE INDEX `votes_user_idx` ON `votes` (`user_id`) WHERE "votes"."user_id" is not null;--> statement-breakpoint
CREATE INDEX `votes_visitor_idx` ON `votes` (`visitor_id`) WHERE "votes"."visitor_id" is not null;