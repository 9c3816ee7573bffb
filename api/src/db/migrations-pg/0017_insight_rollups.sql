CREATE TABLE "insight_counts" (
	"company_id" integer NOT NULL,
	"public_contributors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_days" (
	"company_id" integer NOT NULL,
	"day" text NOT NULL,
	"ideas" integer DEFAULT 0 NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_deltas" (
	"company_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"day" text NOT NULL,
	"ideas" integer DEFAULT 0 NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"visitor_id" text,
	"public_acts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_idea_days" (
	"company_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"day" text NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_ideas" (
	"company_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_new_days" (
	"company_id" integer NOT NULL,
	"day" text NOT NULL,
	"people" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_people" (
	"company_id" integer NOT NULL,
	"who" text NOT NULL,
	"first_day" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_person_days" (
	"company_id" integer NOT NULL,
	"who" text NOT NULL,
	"day" text NOT NULL,
	"acts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_public_people" (
	"company_id" integer NOT NULL,
	"who" text NOT NULL,
	"acts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insight_counts" ADD CONSTRAINT "insight_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_days" ADD CONSTRAINT "insight_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_idea_days" ADD CONSTRAINT "insight_idea_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_ideas" ADD CONSTRAINT "insight_ideas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_new_days" ADD CONSTRAINT "insight_new_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_people" ADD CONSTRAINT "insight_people_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_person_days" ADD CONSTRAINT "insight_person_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_public_people" ADD CONSTRAINT "insight_public_people_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "insight_counts_unique" ON "insight_counts" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insight_days_unique" ON "insight_days" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "insight_deltas_company_idx" ON "insight_deltas" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insight_idea_days_unique" ON "insight_idea_days" USING btree ("feature_id","day");--> statement-breakpoint
CREATE INDEX "insight_idea_days_company_idx" ON "insight_idea_days" USING btree ("company_id","day","feature_id","votes");--> statement-breakpoint
CREATE UNIQUE INDEX "insight_ideas_unique" ON "insight_ideas" USING btree ("feature_id");--> statement-breakpoint
CREATE INDEX "insight_ideas_company_votes_idx" ON "insight_ideas" USING btree ("company_id","votes");--> statement-breakpoint
CREATE UNIQUE INDEX "insight_new_days_unique" ON "insight_new_days" USING btree ("company_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "insight_people_unique" ON "insight_people" USING btree ("company_id","who");--> statement-breakpoint
CREATE INDEX "insight_people_first_idx" ON "insight_people" USING btree ("company_id","first_day");--> statement-breakpoint
CREATE UNIQUE INDEX "insight_person_days_unique" ON "insight_person_days" USING btree ("company_id","who","day");--> statement-breakpoint
CREATE INDEX "insight_person_days_day_idx" ON "insight_person_days" USING btree ("company_id","day","who");--> statement-breakpoint
CREATE UNIQUE INDEX "insight_public_people_unique" ON "insight_public_people" USING btree ("company_id","who");--> statement-breakpoint
-- Hand-written (keep when regenerating): every write of an idea, vote or comment appends its
-- +1 or -1 to insight_deltas, so every writer (votes, comments, submissions, seeds, imports,
-- merges, account and company deletion) keeps the Insights rollups right. A plain insert takes
-- no lock another vote waits on: domains/insights/rollups.ts folds them on the next read.
-- public_acts follows submissions and votes on public ideas (not private, held or merged).
CREATE FUNCTION insight_public(idea features) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN NOT idea.private AND NOT idea.held AND idea.merged_into IS NULL THEN 1 ELSE 0 END
$$;
--> statement-breakpoint
CREATE FUNCTION insight_features_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO insight_deltas (company_id, feature_id, day, ideas, user_id, visitor_id, public_acts)
      VALUES (OLD.company_id, OLD.id, substr(OLD.created_at, 1, 10), -1, OLD.created_by, OLD.visitor_id, -insight_public(OLD));
  END IF;
  IF TG_OP = 'DELETE' THEN
    -- Its votes and comments leave with it: counted here, while the idea still names its
    -- company (the cascaded deletes find no idea and add nothing).
    INSERT INTO insight_deltas (company_id, feature_id, day, votes, user_id, visitor_id, public_acts)
      SELECT OLD.company_id, OLD.id, substr(v.created_at, 1, 10), -1, v.user_id, v.visitor_id, -insight_public(OLD) FROM votes v WHERE v.feature_id = OLD.id;
    INSERT INTO insight_deltas (company_id, feature_id, day, comments, user_id)
      SELECT OLD.company_id, OLD.id, substr(c.created_at, 1, 10), -1, c.user_id FROM comments c WHERE c.feature_id = OLD.id;
    RETURN OLD;
  END IF;
  INSERT INTO insight_deltas (company_id, feature_id, day, ideas, user_id, visitor_id, public_acts)
    VALUES (NEW.company_id, NEW.id, substr(NEW.created_at, 1, 10), 1, NEW.created_by, NEW.visitor_id, insight_public(NEW));
  IF TG_OP = 'UPDATE' AND insight_public(NEW) <> insight_public(OLD) THEN
    -- Shown or hidden: its voters count as public contributors, or stop to.
    INSERT INTO insight_deltas (company_id, feature_id, day, user_id, visitor_id, public_acts)
      SELECT NEW.company_id, NEW.id, substr(v.created_at, 1, 10), v.user_id, v.visitor_id, insight_public(NEW) - insight_public(OLD)
      FROM votes v WHERE v.feature_id = NEW.id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "insight_features_delta" AFTER INSERT OR UPDATE OF "company_id", "created_at", "created_by", "visitor_id", "private", "held", "merged_into" ON "features"
  FOR EACH ROW EXECUTE FUNCTION insight_features_delta();
--> statement-breakpoint
CREATE TRIGGER "insight_features_delete" BEFORE DELETE ON "features"
  FOR EACH ROW EXECUTE FUNCTION insight_features_delta();
--> statement-breakpoint
CREATE FUNCTION insight_votes_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO insight_deltas (company_id, feature_id, day, votes, user_id, visitor_id, public_acts)
      SELECT f.company_id, f.id, substr(OLD.created_at, 1, 10), -1, OLD.user_id, OLD.visitor_id, -insight_public(f) FROM features f WHERE f.id = OLD.feature_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO insight_deltas (company_id, feature_id, day, votes, user_id, visitor_id, public_acts)
      SELECT f.company_id, f.id, substr(NEW.created_at, 1, 10), 1, NEW.user_id, NEW.visitor_id, insight_public(f) FROM features f WHERE f.id = NEW.feature_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "insight_votes_delta" AFTER INSERT OR DELETE OR UPDATE OF "feature_id", "created_at", "user_id", "visitor_id" ON "votes"
  FOR EACH ROW EXECUTE FUNCTION insight_votes_delta();
--> statement-breakpoint
CREATE FUNCTION insight_comments_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO insight_deltas (company_id, feature_id, day, comments, user_id)
      SELECT f.company_id, f.id, substr(OLD.created_at, 1, 10), -1, OLD.user_id FROM features f WHERE f.id = OLD.feature_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO insight_deltas (company_id, feature_id, day, comments, user_id)
      SELECT f.company_id, f.id, substr(NEW.created_at, 1, 10), 1, NEW.user_id FROM features f WHERE f.id = NEW.feature_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "insight_comments_delta" AFTER INSERT OR DELETE OR UPDATE OF "feature_id", "created_at", "user_id" ON "comments"
  FOR EACH ROW EXECUTE FUNCTION insight_comments_delta();
--> statement-breakpoint
-- Backfill (hand-written, keep when regenerating): what exists now, folded on the first read.
INSERT INTO insight_deltas (company_id, feature_id, day, ideas, user_id, visitor_id, public_acts)
  SELECT f.company_id, f.id, substr(f.created_at, 1, 10), 1, f.created_by, f.visitor_id, insight_public(f) FROM features f;--> statement-breakpoint
INSERT INTO insight_deltas (company_id, feature_id, day, votes, user_id, visitor_id, public_acts)
  SELECT f.company_id, f.id, substr(v.created_at, 1, 10), 1, v.user_id, v.visitor_id, insight_public(f) FROM votes v JOIN features f ON f.id = v.feature_id;--> statement-breakpoint
INSERT INTO insight_deltas (company_id, feature_id, day, comments, user_id)
  SELECT f.company_id, f.id, substr(c.created_at, 1, 10), 1, c.user_id FROM comments c JOIN features f ON f.id = c.feature_id;
