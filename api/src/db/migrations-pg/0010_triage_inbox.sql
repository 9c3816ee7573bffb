ALTER TABLE "comments" ADD COLUMN "by_team" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "last_activity_at" text;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "edited_at" text;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "new_comments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "features_company_activity_idx" ON "features" USING btree ("company_id","last_activity_at");--> statement-breakpoint
-- Backfill (hand-written, keep when regenerating): team replies by today's team, last activity, new comments.
UPDATE "comments" SET "by_team" = true WHERE "user_id" IN (SELECT c."owner_id" FROM "companies" c JOIN "features" f ON f."company_id" = c."id" WHERE f."id" = "comments"."feature_id") OR EXISTS (SELECT 1 FROM "company_members" m JOIN "features" f ON f."company_id" = m."company_id" WHERE f."id" = "comments"."feature_id" AND m."user_id" = "comments"."user_id");--> statement-breakpoint
UPDATE "features" SET "last_activity_at" = greatest("created_at", "status_changed_at", (SELECT max("created_at") FROM "comments" WHERE "feature_id" = "features"."id"), (SELECT max("created_at") FROM "votes" WHERE "feature_id" = "features"."id"));--> statement-breakpoint
UPDATE "features" SET "new_comments" = true WHERE EXISTS (SELECT 1 FROM "comments" o WHERE o."feature_id" = "features"."id" AND o."by_team" = false AND o."created_at" > coalesce((SELECT max(t."created_at") FROM "comments" t WHERE t."feature_id" = "features"."id" AND t."by_team" = true), ''));
