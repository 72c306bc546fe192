CREATE TYPE "public"."match_alert_frequency" AS ENUM('instant', 'daily', 'weekly', 'off');--> statement-breakpoint
CREATE TYPE "public"."saved_search_frequency" AS ENUM('daily', 'weekly');--> statement-breakpoint
CREATE TABLE "alert_items" (
	"subscription_id" text NOT NULL,
	"user_id" text NOT NULL,
	"grant_id" uuid NOT NULL,
	"run_key" text NOT NULL,
	"score" integer,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_items_subscription_id_grant_id_pk" PRIMARY KEY("subscription_id","grant_id")
);
--> statement-breakpoint
CREATE TABLE "alert_watermarks" (
	"subscription_id" text PRIMARY KEY NOT NULL,
	"last_scanned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "match_reveals" (
	"organization_id" uuid NOT NULL,
	"grant_id" uuid NOT NULL,
	"week" date NOT NULL,
	"score" integer NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_reveals_organization_id_grant_id_pk" PRIMARY KEY("organization_id","grant_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"query_key" text NOT NULL,
	"frequency" "saved_search_frequency" DEFAULT 'weekly' NOT NULL,
	"email_enabled" boolean DEFAULT true NOT NULL,
	"paused_at" timestamp with time zone,
	"last_scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Matching (ADR 028). Whether an eligibility text restricts a grant to one kind of organization:
-- a word for "only" before the kind ("open only to registered universities", "réservé aux
-- universités") or after it ("universities only", "vyuo vikuu pekee", "للجامعات فقط"). The text is
-- compared without accents and in lower case. Only restrictive phrasings count: a grant that merely
-- mentions universities restricts no one.
CREATE OR REPLACE FUNCTION f_restricts(t text, kind text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT t ~ ('(^|[^a-z])(only|exclusively|solely|limited to|restricted to|reserved for|uniquement|exclusivement|reservee?s? aux?|seulement|apenas|somente|exclusivamente|restrit[oa]s? a|فقط|حصرا|مقتصرة? على)\s+(\S+\s+){0,4}' || kind)
        OR t ~ (kind || '\S*(\s+\S+){0,3}\s+(only|exclusively|uniquement|seulement|exclusivement|apenas|somente|pekee|tu|فقط|حصرا)($|[^a-z])')
  $$;--> statement-breakpoint
-- The kinds of organization (app/catalog/matching.ts ORG_TYPES) an eligibility text restricts a
-- grant to; empty when anyone may apply. Its patterns are the only copy: changing them needs a
-- migration, which recomputes grants.eligible_org_types.
CREATE OR REPLACE FUNCTION f_eligible_org_types(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(DISTINCT k.id ORDER BY k.id), '{}'::text[])
    FROM (SELECT lower(public.f_search_text(coalesce($1, ''))) AS t) AS e,
    (VALUES
      ('university', '(universit|universidade|vyuo vikuu|chuo kikuu|(ل|ال|لل)?جامعات)'),
      ('research_institute', '(research (institut|centre|center|organi)|(instituts?|centres?) de recherche|institutos? de pesquisa|taasisi za utafiti|(مراكز|مؤسسات) (البحث|بحثية))'),
      ('government', '(government (agenc|entit|bodies|ministr|institution|department)|ministries|(agences|organismes) gouvernementa|orgaos governamentais|taasisi za serikali|(ال|لل)جهات الحكومية)'),
      ('individual', '(individuals|individual applicants|personnes physiques|particuliers|pessoas fisicas|individuos|watu binafsi|(ال|لل)أفراد)'),
      ('business', '(businesses|companies|for-profit|entreprises|empresas|makampuni|biashara|(ال|لل)شركات)'),
      ('social_enterprise', '(businesses|companies|for-profit|social enterprises?|entreprises|empresas|makampuni|biashara|(ال|لل)شركات)')
    ) AS k(id, pattern)
    WHERE public.f_restricts(e.t, k.pattern)
       -- Fellowships for people, whatever word names them: "organisations cannot apply", "à titre individuel".
       OR (k.id = 'individual' AND e.t ~ '(organi[sz]ations? (cannot|can not|may not|are not eligible|are ineligible)|(a|em) titre individuel|a titulo individual|organisations?[^.]{0,40} ne sont pas (eligibles|admissibles)|organizacoes[^.]{0,40} nao sao elegiveis|mashirika hayastahili|لا يحق للمنظمات)')
  $$;--> statement-breakpoint
-- A grant's target audience (the funder's words, in any of the five languages) as audience ids
-- (app/catalog/matching.ts TARGET_AUDIENCES), for the advanced filter.
CREATE OR REPLACE FUNCTION f_audience_ids(text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(a.id ORDER BY a.id), '{}'::text[])
    FROM (SELECT lower(public.f_search_text(array_to_string(coalesce($1, '{}'::text[]), ' | '))) AS t) AS e,
    (VALUES
      ('women', '(women|girls|femmes|filles|mulheres|meninas|wanawake|wasichana|النساء|الفتيات)'),
      ('youth', '(youth|young people|adolescent|jeunes|jovens|vijana|الشباب)'),
      ('children', '(child|enfants|criancas|watoto|الأطفال)'),
      ('farmers', '(farmer|pastoralist|cooperative|agricult|paysan|agricultor|wakulima|المزارع)'),
      ('rural_communities', '(rural|ruraux|vijijini|الريف)'),
      ('people_with_disabilities', '(disabilit|handicap|deficiencia|ulemavu|الإعاقة)'),
      ('health_workers', '(health workers|health facilities|health clinics|agents de sante|agentes de saude|wahudumu wa afya|العاملين الصحيين)'),
      ('schools', '(school|teacher|ecoles|enseignants|escolas|professores|shule|walimu|المدارس)'),
      ('small_businesses', '(small business|entrepreneur|startup|agribusiness|smes|pme|pequenas empresas|biashara ndogo|المشاريع الصغيرة)'),
      ('community_organizations', '(community-based|community based|civil society|ngos|local communities|community leaders|associations|organisations communautaires|organizacoes comunitarias|mashirika ya kijamii|منظمات المجتمع)')
    ) AS a(id, pattern)
    WHERE e.t ~ a.pattern
  $$;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "org_type" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "annual_budget_usd" bigint;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "languages" "language"[] DEFAULT '{}'::language[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "match_alert_frequency" "match_alert_frequency" DEFAULT 'weekly' NOT NULL;--> statement-breakpoint
ALTER TABLE "grants" ADD COLUMN "eligible_org_types" text[] GENERATED ALWAYS AS (f_eligible_org_types(eligibility)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "grants" ADD COLUMN "audience_ids" text[] GENERATED ALWAYS AS (f_audience_ids(target_audience)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_items" ADD CONSTRAINT "alert_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_items" ADD CONSTRAINT "alert_items_grant_id_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reveals" ADD CONSTRAINT "match_reveals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reveals" ADD CONSTRAINT "match_reveals_grant_id_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_items_run_key_idx" ON "alert_items" USING btree ("run_key");--> statement-breakpoint
CREATE INDEX "match_reveals_org_week_idx" ON "match_reveals" USING btree ("organization_id","week");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_query_idx" ON "saved_searches" USING btree ("user_id","query_key");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_name_idx" ON "saved_searches" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_searches_frequency_idx" ON "saved_searches" USING btree ("frequency") WHERE paused_at is null;--> statement-breakpoint
CREATE INDEX "grants_funding_usd_idx" ON "grants" USING btree ("funding_usd");--> statement-breakpoint
CREATE INDEX "grants_grant_type_idx" ON "grants" USING btree ("grant_type");--> statement-breakpoint
CREATE INDEX "grants_audience_ids_idx" ON "grants" USING gin ("audience_ids");--> statement-breakpoint
CREATE INDEX "grants_sectors_idx" ON "grants" USING gin ("sectors");