ALTER TABLE "comments" ADD COLUMN "by_team" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "last_activity_at" text;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "edited_at" text;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "new_comments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "trending_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "features_company_activity_idx" ON "features" USING btree ("company_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "features_company_trending_idx" ON "features" USING btree ("company_id","trending_score");--> statement-breakpoint
-- Backfill (hand-written, keep when regenerating): team replies by today's team, last activity, new comments.
UPDATE "comments" SET "by_team" = true WHERE "user_id" IN (SELECT c."owner_id" FROM "companies" c JOIN "features" f ON f."company_id" = c."id" WHERE f."id" = "comments"."feature_id") OR EXISTS (SELECT 1 FROM "company_members" m JOIN "features" f ON f."company_id" = m."company_id" WHERE f."id" = "comments"."feature_id" AND m."user_id" = "comments"."user_id");--> statement-breakpoint
UPDATE "features" SET "last_activity_at" = greatest("created_at", "status_changed_at", (SELECT max("created_at") FROM "comments" WHERE "feature_id" = "features"."id"), (SELECT max("created_at") FROM "votes" WHERE "feature_id" = "features"."id"));--> statement-breakpoint
UPDATE "features" SET "new_comments" = true WHERE EXISTS (SELECT 1 FROM "comments" o WHERE o."feature_id" = "features"."id" AND o."by_team" = false AND o."created_at" > coalesce((SELECT max(t."created_at") FROM "comments" t WHERE t."feature_id" = "features"."id" AND t."by_team" = true), ''));
--> statement-breakpoint
-- Hand-written (keep when regenerating): the trending score kept by the database itself, so
-- every writer of votes (votes, seed, account deletion, import, merges) keeps it right.
CREATE FUNCTION features_trending_score() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.trending_score := round((log(greatest(NEW.votes, 1)::float8) + (floor(extract(epoch from NEW.created_at::timestamptz))::float8 - 1704067200) / 604800.0) * 1000000)::integer;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "features_trending_score" BEFORE INSERT OR UPDATE OF "votes", "created_at" ON "features"
  FOR EACH ROW EXECUTE FUNCTION features_trending_score();
--> statement-breakpoint
UPDATE "features" SET "trending_score" = round((log(greatest("votes", 1)::float8) + (floor(extract(epoch from "created_at"::timestamptz))::float8 - 1704067200) / 604800.0) * 1000000)::integer;
