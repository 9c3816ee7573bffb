-- What the SQLite migrations 0001 and 0004 add beside drizzle's tables, on PostgreSQL.
--
-- Full-text search per company: a stored tsvector over title + description, case-folded and
-- accent-free like FTS5's `unicode61 remove_diacritics 2` (no stemming: `simple` words through
-- `unaccent`), and one GIN index on (company_id, search) (btree_gin), so a query for one
-- company's matches reads only that company's entries:
--   WHERE company_id = $1 AND search @@ to_tsquery('sayso_search', 'word:* & other:*')
-- Both extensions ship with PostgreSQL (contrib) and are trusted: a database owner may create them.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION sayso_search (COPY = pg_catalog.simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION sayso_search
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, simple;
--> statement-breakpoint
ALTER TABLE "features" ADD COLUMN "search" tsvector
  GENERATED ALWAYS AS (to_tsvector('sayso_search'::regconfig, "title" || ' ' || "description")) STORED;
--> statement-breakpoint
CREATE INDEX "features_search_idx" ON "features" USING gin ("company_id", "search");
--> statement-breakpoint
-- Read-cache versions per company (row 0: what spans companies, such as the landing list and
-- slugs), bumped by triggers so every connection and replica sees them. `votes` moves alone
-- when only vote counts change, so a cached board can take new counts in place. The triggers
-- are SQLite's (migration 0004) one for one, with the same names. bigint: a busy board must
-- not overflow a counter; read them as numbers (`::float8` or a pg type parser).
CREATE TABLE "read_versions" (
  "company_id" integer PRIMARY KEY NOT NULL,
  "content" bigint DEFAULT 0 NOT NULL,
  "votes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION read_versions_bump(scope integer, counter text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF counter = 'votes' THEN
    INSERT INTO read_versions AS r (company_id, votes) VALUES (scope, 1)
      ON CONFLICT (company_id) DO UPDATE SET votes = r.votes + 1;
  ELSE
    INSERT INTO read_versions AS r (company_id, content) VALUES (scope, 1)
      ON CONFLICT (company_id) DO UPDATE SET content = r.content + 1;
  END IF;
END;
$$;
--> statement-breakpoint
-- features: TG_ARGV[0] names the counter ('content' or 'votes').
CREATE FUNCTION read_versions_feature() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM read_versions_bump(OLD.company_id, TG_ARGV[0]);
  ELSE
    PERFORM read_versions_bump(NEW.company_id, TG_ARGV[0]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "read_versions_feature_insert" AFTER INSERT ON "features"
  FOR EACH ROW EXECUTE FUNCTION read_versions_feature('content');
--> statement-breakpoint
CREATE TRIGGER "read_versions_feature_delete" AFTER DELETE ON "features"
  FOR EACH ROW EXECUTE FUNCTION read_versions_feature('content');
--> statement-breakpoint
CREATE TRIGGER "read_versions_feature_votes" AFTER UPDATE OF "votes" ON "features"
  FOR EACH ROW EXECUTE FUNCTION read_versions_feature('votes');
--> statement-breakpoint
CREATE TRIGGER "read_versions_feature_update" AFTER UPDATE OF "company_id", "title", "description", "status",
  "category", "comment_count", "created_by", "visitor_id", "author_name", "author_email", "anonymous", "created_at"
  ON "features" FOR EACH ROW EXECUTE FUNCTION read_versions_feature('content');
--> statement-breakpoint
CREATE FUNCTION read_versions_comment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  scope integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT company_id INTO scope FROM features WHERE id = OLD.feature_id;
  ELSE
    SELECT company_id INTO scope FROM features WHERE id = NEW.feature_id;
  END IF;
  IF scope IS NOT NULL THEN
    PERFORM read_versions_bump(scope, 'content');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "read_versions_comment_insert" AFTER INSERT ON "comments"
  FOR EACH ROW EXECUTE FUNCTION read_versions_comment();
--> statement-breakpoint
CREATE TRIGGER "read_versions_comment_delete" AFTER DELETE ON "comments"
  FOR EACH ROW EXECUTE FUNCTION read_versions_comment();
--> statement-breakpoint
-- Row 0 first, then the company's own: every writer locks version rows in ascending order.
CREATE FUNCTION read_versions_company() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM read_versions_bump(0, 'content');
  IF TG_OP = 'DELETE' THEN
    PERFORM read_versions_bump(OLD.id, 'content');
  ELSE
    PERFORM read_versions_bump(NEW.id, 'content');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "read_versions_company_insert" AFTER INSERT ON "companies"
  FOR EACH ROW EXECUTE FUNCTION read_versions_company();
--> statement-breakpoint
CREATE TRIGGER "read_versions_company_update" AFTER UPDATE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION read_versions_company();
--> statement-breakpoint
CREATE TRIGGER "read_versions_company_delete" AFTER DELETE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION read_versions_company();
--> statement-breakpoint
-- Names show on boards (authors, commenters): a rename or a deleted account refreshes them all.
CREATE FUNCTION read_versions_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM read_versions ORDER BY company_id FOR UPDATE;
  UPDATE read_versions SET content = content + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "read_versions_user_update" AFTER UPDATE OF "name" ON "users"
  FOR EACH ROW EXECUTE FUNCTION read_versions_user();
--> statement-breakpoint
CREATE TRIGGER "read_versions_user_delete" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION read_versions_user();
