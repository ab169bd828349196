-- Events written before search existed get their search text, as domain/activitySearch.ts makes it:
-- the target's name, an alert's keyword and sentence, a change's added and removed lines (else its summary).
UPDATE "activity_events" AS e
SET "search_vector" = to_tsvector('simple'::regconfig, left(concat_ws(E'\n',
  nullif(e."target_name", ''),
  nullif(e."additional_data"->>'keyword', ''),
  nullif(e."additional_data"->>'excerpt', ''),
  coalesce(
    (SELECT string_agg(substr(hunk.line, 2), E'\n' ORDER BY hunk.n)
     FROM "page_changes" AS c,
          LATERAL (
            SELECT line, n, bool_or(line LIKE '@@%') OVER (ORDER BY n) AS in_hunk
            FROM regexp_split_to_table(c."diff", E'\n') WITH ORDINALITY AS split(line, n)
          ) AS hunk
     WHERE c."id"::text = e."additional_data"->>'change_id'
       AND hunk.in_hunk AND (hunk.line LIKE '+%' OR hunk.line LIKE '-%')),
    nullif(e."additional_data"->>'summary', '')
  )
), 100000))
WHERE e."search_vector" IS NULL;
