-- Hand-written (issue 25): the fold of a company's insight_deltas into its rollups
-- (domains/rollups/fold.ts says what each step keeps) as one server-side call on PostgreSQL.
-- Through the builder a fold was about twenty statements, one round trip each, and it ran
-- before every Insights read after a write: 10-20 ms of a 30 ms budget. SQLite runs the same
-- steps as statements in process, where a statement costs no round trip.
-- Called outside a transaction (READ COMMITTED): the advisory lock orders a company's folds
-- across replicas, each statement then sees the folds committed before it, and the deltas
-- are claimed by deleting them, so each is folded exactly once.
CREATE TYPE insight_act AS (who text, day text, acts integer, public_acts integer);
--> statement-breakpoint
CREATE FUNCTION insight_fold(company integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  claimed insight_deltas[];
  voted integer[];
  named insight_act[];
  touched text[];
  first_before jsonb;
  first_after jsonb;
  public_before integer;
  public_after integer;
BEGIN
  PERFORM pg_advisory_xact_lock(1769366, company);
  WITH gone AS (DELETE FROM insight_deltas d WHERE d.company_id = company RETURNING d)
    SELECT array_agg(gone.d) INTO claimed FROM gone;
  IF claimed IS NULL THEN
    RETURN 0;
  END IF;

  INSERT INTO insight_days AS t (company_id, day, ideas, votes, comments)
    SELECT company, d.day, sum(d.ideas), sum(d.votes), sum(d.comments) FROM unnest(claimed) d GROUP BY d.day
    ON CONFLICT (company_id, day) DO UPDATE
      SET ideas = t.ideas + excluded.ideas, votes = t.votes + excluded.votes, comments = t.comments + excluded.comments;

  -- Votes per idea and day and per idea; rows that reach 0 (a deleted idea's) go.
  INSERT INTO insight_idea_days AS t (company_id, feature_id, day, votes)
    SELECT company, d.feature_id, d.day, sum(d.votes) FROM unnest(claimed) d WHERE d.votes <> 0
    GROUP BY d.feature_id, d.day HAVING sum(d.votes) <> 0
    ON CONFLICT (feature_id, day) DO UPDATE SET votes = t.votes + excluded.votes;
  INSERT INTO insight_ideas AS t (company_id, feature_id, votes)
    SELECT company, d.feature_id, sum(d.votes) FROM unnest(claimed) d WHERE d.votes <> 0
    GROUP BY d.feature_id HAVING sum(d.votes) <> 0
    ON CONFLICT (feature_id) DO UPDATE SET votes = t.votes + excluded.votes;
  -- By the ideas' own keys, an array: a list the planner always serves from the unique indexes.
  SELECT array_agg(DISTINCT d.feature_id) INTO voted FROM unnest(claimed) d WHERE d.votes <> 0;
  DELETE FROM insight_idea_days t WHERE t.feature_id = ANY(voted) AND t.votes <= 0;
  DELETE FROM insight_ideas t WHERE t.feature_id = ANY(voted) AND t.votes <= 0;

  -- Contributors: accounts as 'u' + id, visitors as 'v' + id (fold-people.ts).
  SELECT array_agg(a) INTO named FROM (
    SELECT ROW('u' || d.user_id, d.day, d.ideas + d.votes + d.comments, d.public_acts)::insight_act AS a
      FROM unnest(claimed) d WHERE d.user_id IS NOT NULL
    UNION ALL
    SELECT ROW('v' || d.visitor_id, d.day, d.ideas + d.votes + d.comments, d.public_acts)::insight_act
      FROM unnest(claimed) d WHERE d.visitor_id IS NOT NULL
  ) named_acts;
  SELECT array_agg(DISTINCT n.who) INTO touched FROM unnest(named) n WHERE n.acts <> 0 OR n.public_acts <> 0;
  IF touched IS NULL THEN
    RETURN cardinality(claimed);
  END IF;

  SELECT coalesce(jsonb_object_agg(p.who, p.first_day), '{}') INTO first_before
    FROM insight_people p WHERE p.company_id = company AND p.who = ANY(touched);
  SELECT count(*) INTO public_before
    FROM insight_public_people p WHERE p.company_id = company AND p.who = ANY(touched);

  INSERT INTO insight_person_days AS t (company_id, who, day, acts)
    SELECT company, n.who, n.day, sum(n.acts) FROM unnest(named) n WHERE n.acts <> 0
    GROUP BY n.who, n.day HAVING sum(n.acts) <> 0
    ON CONFLICT (company_id, who, day) DO UPDATE SET acts = t.acts + excluded.acts;
  INSERT INTO insight_public_people AS t (company_id, who, acts)
    SELECT company, n.who, sum(n.public_acts) FROM unnest(named) n WHERE n.public_acts <> 0
    GROUP BY n.who HAVING sum(n.public_acts) <> 0
    ON CONFLICT (company_id, who) DO UPDATE SET acts = t.acts + excluded.acts;
  DELETE FROM insight_person_days t WHERE t.company_id = company AND t.who = ANY(touched) AND t.acts <= 0;
  DELETE FROM insight_public_people t WHERE t.company_id = company AND t.who = ANY(touched) AND t.acts <= 0;

  -- Each one's first day from their days; whoever has no day left is gone.
  SELECT coalesce(jsonb_object_agg(f.who, f.first_day), '{}') INTO first_after
    FROM (SELECT t.who, min(t.day) AS first_day FROM insight_person_days t
          WHERE t.company_id = company AND t.who = ANY(touched) GROUP BY t.who) f;
  DELETE FROM insight_people t WHERE t.company_id = company AND t.who = ANY(touched) AND NOT first_after ? t.who;
  INSERT INTO insight_people AS t (company_id, who, first_day)
    SELECT company, f.key, f.value FROM jsonb_each_text(first_after) f
    ON CONFLICT (company_id, who) DO UPDATE SET first_day = excluded.first_day;

  -- Newcomers move between days as first days changed; days left with none are dropped.
  INSERT INTO insight_new_days AS t (company_id, day, people)
    SELECT company, c.day, sum(c.n) FROM (
      SELECT first_before ->> w AS day, -1 AS n FROM unnest(touched) w
        WHERE first_before ? w AND (first_after ->> w) IS DISTINCT FROM (first_before ->> w)
      UNION ALL
      SELECT first_after ->> w, 1 FROM unnest(touched) w
        WHERE first_after ? w AND (first_after ->> w) IS DISTINCT FROM (first_before ->> w)
    ) c GROUP BY c.day HAVING sum(c.n) <> 0
    ON CONFLICT (company_id, day) DO UPDATE SET people = t.people + excluded.people;
  DELETE FROM insight_new_days t WHERE t.company_id = company AND t.people <= 0;

  SELECT count(*) INTO public_after
    FROM insight_public_people p WHERE p.company_id = company AND p.who = ANY(touched);
  IF public_after <> public_before THEN
    INSERT INTO insight_counts AS t (company_id, public_contributors) VALUES (company, public_after - public_before)
      ON CONFLICT (company_id) DO UPDATE SET public_contributors = t.public_contributors + excluded.public_contributors;
  END IF;
  RETURN cardinality(claimed);
END $$;
