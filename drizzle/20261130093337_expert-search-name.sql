-- The directory searches names, titles and bios through one index (ADR 078 section of 2026-11-30):
-- experts.search_name is a copy of "user".name, kept by the triggers below, and search_vector now
-- holds it. Dropping search_vector drops its index, which is made again.
ALTER TABLE "experts" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "experts" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, f_search_text(coalesce(search_name, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, f_search_text(coalesce(professional_title, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, f_search_text(coalesce(bio, ''))), 'B')) STORED;--> statement-breakpoint
CREATE OR REPLACE FUNCTION experts_take_search_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_name := coalesce((SELECT name FROM "user" WHERE id = NEW.user_id), '');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER experts_take_search_name BEFORE INSERT OR UPDATE OF user_id, search_name ON experts
  FOR EACH ROW EXECUTE FUNCTION experts_take_search_name();--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_give_search_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE experts SET search_name = NEW.name WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_give_search_name AFTER UPDATE OF name ON "user"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION user_give_search_name();--> statement-breakpoint
UPDATE experts SET search_name = '';--> statement-breakpoint
CREATE INDEX "experts_search_vector_idx" ON "experts" USING gin ("search_vector");
