ALTER TABLE "features" ADD COLUMN "trending_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "features_company_trending_idx" ON "features" USING btree ("company_id","trending_score");--> statement-breakpoint
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
