-- The directory reads its own narrow copy of each listed expert (ADR 086): expert_listings, kept
-- by the triggers below on experts, expert_stats and expert_expertise, filled at the end for the
-- experts already listed. Its indexes replace experts_directory_idx and experts_search_vector_idx.
CREATE TABLE "expert_listings" (
	"expert_id" uuid PRIMARY KEY NOT NULL,
	"membership_tier" "expert_tier" NOT NULL,
	"membership_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"hourly_rate_min" integer,
	"hourly_rate_max" integer,
	"average_rating" double precision DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"completed_projects" integer DEFAULT 0 NOT NULL,
	"tags" text[] NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "experts_search_vector_idx";--> statement-breakpoint
DROP INDEX "experts_directory_idx";--> statement-breakpoint
ALTER TABLE "expert_listings" ADD CONSTRAINT "expert_listings_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_listings_best_idx" ON "expert_listings" USING btree ((case when "membership_tier" = 'pro' then 2 when "membership_tier" = 'elite' then 3 else 0 end) desc,"created_at" desc,"expert_id");--> statement-breakpoint
CREATE INDEX "expert_listings_rating_idx" ON "expert_listings" USING btree ("average_rating" desc,"review_count" desc,"created_at" desc,"expert_id");--> statement-breakpoint
CREATE INDEX "expert_listings_projects_idx" ON "expert_listings" USING btree ("completed_projects" desc,"average_rating" desc,"created_at" desc,"expert_id");--> statement-breakpoint
CREATE INDEX "expert_listings_rate_low_idx" ON "expert_listings" USING btree (coalesce("hourly_rate_min", "hourly_rate_max") asc nulls last,"created_at" desc,"expert_id");--> statement-breakpoint
CREATE INDEX "expert_listings_rate_high_idx" ON "expert_listings" USING btree (coalesce("hourly_rate_max", "hourly_rate_min") desc nulls last,"created_at" desc,"expert_id");--> statement-breakpoint
CREATE INDEX "expert_listings_tags_idx" ON "expert_listings" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "expert_listings_search_idx" ON "expert_listings" USING gin ("search_vector");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION expert_listing_refresh(target uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO expert_listings (expert_id, membership_tier, membership_expires_at, created_at, hourly_rate_min, hourly_rate_max, average_rating, review_count, completed_projects, tags, search_vector)
  SELECT e.id, e.membership_tier, e.membership_expires_at, e.created_at, e.hourly_rate_min, e.hourly_rate_max,
    coalesce(s.average_rating, 0), coalesce(s.review_count, 0), coalesce(s.completed_projects, 0),
    array_remove(array['country:' || e.country], NULL)
      || array(SELECT DISTINCT 'language:' || l FROM unnest(e.languages) AS l)
      || array(SELECT DISTINCT tag FROM expert_expertise x
           CROSS JOIN LATERAL unnest(array['sector:' || x.sector, 'type:' || x.grant_type, 'sector-type:' || x.sector || '/' || x.grant_type]) AS tag
           WHERE x.expert_id = e.id AND tag IS NOT NULL),
    strip(coalesce(e.search_vector, ''::tsvector))
  FROM experts e LEFT JOIN expert_stats s ON s.expert_id = e.id
  WHERE e.id = target AND e.application_status = 'approved' AND e.membership_status = 'active'
  ON CONFLICT (expert_id) DO UPDATE SET membership_tier = excluded.membership_tier, membership_expires_at = excluded.membership_expires_at,
    created_at = excluded.created_at, hourly_rate_min = excluded.hourly_rate_min, hourly_rate_max = excluded.hourly_rate_max,
    average_rating = excluded.average_rating, review_count = excluded.review_count, completed_projects = excluded.completed_projects,
    tags = excluded.tags, search_vector = excluded.search_vector;
  -- No longer listed (or gone): no copy.
  IF NOT FOUND THEN
    DELETE FROM expert_listings WHERE expert_id = target;
  END IF;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION expert_listing_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'experts' THEN
    PERFORM expert_listing_refresh(NEW.id);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM expert_listing_refresh(OLD.expert_id);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.expert_id IS DISTINCT FROM OLD.expert_id) THEN
    PERFORM expert_listing_refresh(NEW.expert_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER expert_listing_keep AFTER INSERT OR UPDATE ON experts
  FOR EACH ROW EXECUTE FUNCTION expert_listing_keep();--> statement-breakpoint
CREATE TRIGGER expert_listing_keep AFTER INSERT OR UPDATE OR DELETE ON expert_stats
  FOR EACH ROW EXECUTE FUNCTION expert_listing_keep();--> statement-breakpoint
CREATE TRIGGER expert_listing_keep AFTER INSERT OR UPDATE OR DELETE ON expert_expertise
  FOR EACH ROW EXECUTE FUNCTION expert_listing_keep();--> statement-breakpoint
SELECT expert_listing_refresh(id) FROM experts WHERE application_status = 'approved' AND membership_status = 'active';
