-- Hand-written (keep when regenerating): the search vector kept by a trigger that fires only when
-- the title or the description is written, instead of a generated column, which PostgreSQL
-- recomputes on every UPDATE of the row: each vote (votes + 1) parsed the idea's whole text
-- again, 60-80 µs of the vote's ~270 µs in the database (issue 25). DROP EXPRESSION keeps the
-- stored vectors; the trigger computes what the expression did.
ALTER TABLE "features" ALTER COLUMN "search" DROP EXPRESSION;
--> statement-breakpoint
CREATE FUNCTION features_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := to_tsvector('sayso_search'::regconfig, NEW.title || ' ' || NEW.description);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "features_search_vector" BEFORE INSERT OR UPDATE OF "title", "description" ON "features"
  FOR EACH ROW EXECUTE FUNCTION features_search_vector();
