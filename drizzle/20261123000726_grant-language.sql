-- Grants in several languages (issue 10): each grant has a language, and its words are indexed
-- with that language's text search configuration. PostgreSQL has stemmers for English, French,
-- Portuguese and Arabic; Swahili has none, so its words are kept as written (simple).
CREATE OR REPLACE FUNCTION grant_search_config(language) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT (CASE $1
      WHEN 'fr' THEN 'pg_catalog.french'
      WHEN 'pt' THEN 'pg_catalog.portuguese'
      WHEN 'ar' THEN 'pg_catalog.arabic'
      WHEN 'sw' THEN 'pg_catalog.simple'
      ELSE 'pg_catalog.english'
    END)::regconfig
  $$;--> statement-breakpoint
-- The text as it is indexed and searched: without accents (é → e, ç → c, œ → oe) and without
-- Arabic vowel marks and tatweel, which writers add or leave out freely. Names are qualified
-- because a restore runs with an empty search_path.
CREATE OR REPLACE FUNCTION f_search_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.f_unaccent(pg_catalog.regexp_replace($1, '[\u064B-\u065F\u0670\u0640]', '', 'g')) $$;--> statement-breakpoint
ALTER TABLE "grants" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_grant_submissions" ADD COLUMN "language" "language" DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "grants" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "grants" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(grant_search_config(language), f_search_text(coalesce(title, ''))), 'A') || setweight(to_tsvector(grant_search_config(language), f_search_text(coalesce(source, '') || ' ' || coalesce(funder_name, ''))), 'B') || setweight(to_tsvector(grant_search_config(language), f_search_text(coalesce(sector, ''))), 'C') || setweight(to_tsvector(grant_search_config(language), f_search_text(coalesce(description, ''))), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "grants_search_vector_idx" ON "grants" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "grants_language_idx" ON "grants" USING btree ("language");--> statement-breakpoint
-- search_words (spelling correction) learns words in any of the languages: letters of the Latin
-- and Arabic scripts, not only a-z, so Arabic words are kept.
CREATE OR REPLACE FUNCTION grant_words(title text, source text, sector text, description text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT DISTINCT w FROM unnest(regexp_split_to_array(
      lower(public.f_search_text(coalesce(title, '') || ' ' || coalesce(source, '') || ' ' || coalesce(sector, '') || ' ' || coalesce(description, ''))),
      '[^a-z0-9\u00C0-\u024F\u0621-\u064A\u0660-\u0669\u066E-\u06D3]+')) AS w
    WHERE length(w) >= 3
  $$;--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM grants g, grant_words(g.title, g.source, g.sector, g.description) AS w
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The search revision (app/db/schema/grants.ts): raised once per transaction that changes grants,
-- at its commit (a deferred trigger), so it becomes visible together with the change and the row
-- is locked only while committing.
CREATE TABLE "search_revision" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO search_revision (id, revision) VALUES (1, 0);--> statement-breakpoint
CREATE OR REPLACE FUNCTION grants_raise_search_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('harambee.search_revision_raised', true), '') <> 'on' THEN
    PERFORM set_config('harambee.search_revision_raised', 'on', true);
    UPDATE search_revision SET revision = revision + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER grants_raise_search_revision AFTER INSERT OR UPDATE OR DELETE ON grants
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION grants_raise_search_revision();--> statement-breakpoint
CREATE TRIGGER grants_raise_search_revision_on_truncate AFTER TRUNCATE ON grants
  FOR EACH STATEMENT EXECUTE FUNCTION grants_raise_search_revision();
