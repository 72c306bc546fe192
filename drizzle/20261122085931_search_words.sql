-- Keeps search_words (see app/db/schema/grants.ts) in step with the grants: every word of at
-- least 3 letters in a title, funder, sector or description, lower case and without accents.
-- Statement-level with transition tables, so a bulk insert of grants collects its words once.
CREATE OR REPLACE FUNCTION grant_words(title text, source text, sector text, description text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT DISTINCT w FROM unnest(regexp_split_to_array(
      lower(f_unaccent(coalesce(title, '') || ' ' || coalesce(source, '') || ' ' || coalesce(sector, '') || ' ' || coalesce(description, ''))),
      '[^a-z0-9]+')) AS w
    WHERE length(w) >= 3
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION grants_collect_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM new_grants g, grant_words(g.title, g.source, g.sector, g.description) AS w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER grants_collect_words_on_insert AFTER INSERT ON grants
  REFERENCING NEW TABLE AS new_grants FOR EACH STATEMENT EXECUTE FUNCTION grants_collect_words();--> statement-breakpoint
CREATE TRIGGER grants_collect_words_on_update AFTER UPDATE ON grants
  REFERENCING NEW TABLE AS new_grants FOR EACH STATEMENT EXECUTE FUNCTION grants_collect_words();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM grants g, grant_words(g.title, g.source, g.sector, g.description) AS w
  ON CONFLICT DO NOTHING;
