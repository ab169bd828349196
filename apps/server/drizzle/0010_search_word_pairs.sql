-- A quoted phrase in a Radar search ("annual billing") is checked word position by word position
-- against each candidate's search vector. The index alone could only narrow the candidates to events
-- holding every word of the phrase anywhere, which for common words is a large share of the feed.
-- Each search vector now also holds its pairs of neighbouring words ('annual billing') as lexemes
-- without positions, and a phrase search also asks for its own pairs: the index then narrows to the
-- events that hold the phrase's pairs, and the position check runs on those only.
-- Pairs are taken from the vector's own positions, so they agree with PostgreSQL's phrase matching:
-- an event that matches a phrase always holds that phrase's pairs.
CREATE FUNCTION search_word_pairs(v tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array_agg(DISTINCT a.lexeme || ' ' || b.lexeme)), ''::tsvector)
  FROM (SELECT lexeme, unnest(positions) AS pos FROM unnest(v)) AS a
  JOIN (SELECT lexeme, unnest(positions) AS pos FROM unnest(v)) AS b ON b.pos = a.pos + 1
$$;--> statement-breakpoint
-- The search vector of a text: its words ('simple' configuration, as domain/activitySearch.ts) and their pairs.
CREATE FUNCTION search_vector_of(body text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT v || search_word_pairs(v) FROM to_tsvector('simple'::regconfig, body) AS v
$$;--> statement-breakpoint
-- The pairs of a phrase as a query that asks for all of them; empty for a phrase of one word.
CREATE FUNCTION search_word_pairs_query(phrase text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''', ' & '), '')::tsquery
  FROM unnest(search_word_pairs(to_tsvector('simple'::regconfig, phrase)))
$$;--> statement-breakpoint
UPDATE "activity_events" SET "search_vector" = "search_vector" || search_word_pairs("search_vector")
WHERE "search_vector" IS NOT NULL;
