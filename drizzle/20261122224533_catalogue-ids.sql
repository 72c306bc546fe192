-- Catalogue values are stored as ids and shown in the reader's language (issue 10, ADR 019):
-- sectors, regions and geographic focus, grant types by id (app/catalog/sectors.ts), countries by
-- ISO 3166-1 code with their names from CLDR. Existing rows are converted in place; a value that is
-- not one of the catalogue's (an admin's own sector word) is kept as it was, and shown as written.
-- The conversion functions exist only while this migration runs.
CREATE FUNCTION "harambee_sector_id"(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT CASE lower(trim(value)) WHEN 'education' THEN 'education' WHEN 'health' THEN 'health' WHEN 'agriculture' THEN 'agriculture' WHEN 'environment' THEN 'environment' WHEN 'technology' THEN 'technology' WHEN 'gender equality' THEN 'gender_equality' WHEN 'economic development' THEN 'economic_development' WHEN 'governance' THEN 'governance' WHEN 'energy' THEN 'energy' WHEN 'other' THEN 'other' ELSE value END $$;--> statement-breakpoint
CREATE FUNCTION "harambee_region_id"(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT CASE lower(trim(value)) WHEN 'north africa' THEN 'north_africa' WHEN 'west africa' THEN 'west_africa' WHEN 'central africa' THEN 'central_africa' WHEN 'east africa' THEN 'east_africa' WHEN 'southern africa' THEN 'southern_africa' WHEN 'pan-african' THEN 'pan_african' ELSE value END $$;--> statement-breakpoint
CREATE FUNCTION "harambee_grant_type_id"(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT CASE lower(trim(value)) WHEN 'project grant' THEN 'project' WHEN 'operating support' THEN 'operating_support' WHEN 'capacity building' THEN 'capacity_building' WHEN 'research grant' THEN 'research' WHEN 'fellowship' THEN 'fellowship' WHEN 'seed funding' THEN 'seed_funding' WHEN 'emergency relief' THEN 'emergency_relief' ELSE value END $$;--> statement-breakpoint
CREATE FUNCTION "harambee_country_code"(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT CASE lower(trim(value)) WHEN 'algeria' THEN 'DZ' WHEN 'egypt' THEN 'EG' WHEN 'libya' THEN 'LY' WHEN 'mauritania' THEN 'MR' WHEN 'morocco' THEN 'MA' WHEN 'tunisia' THEN 'TN' WHEN 'benin' THEN 'BJ' WHEN 'burkina faso' THEN 'BF' WHEN 'cabo verde' THEN 'CV' WHEN 'gambia' THEN 'GM' WHEN 'ghana' THEN 'GH' WHEN 'guinea' THEN 'GN' WHEN 'guinea-bissau' THEN 'GW' WHEN 'ivory coast' THEN 'CI' WHEN 'liberia' THEN 'LR' WHEN 'mali' THEN 'ML' WHEN 'niger' THEN 'NE' WHEN 'nigeria' THEN 'NG' WHEN 'senegal' THEN 'SN' WHEN 'sierra leone' THEN 'SL' WHEN 'togo' THEN 'TG' WHEN 'burundi' THEN 'BI' WHEN 'cameroon' THEN 'CM' WHEN 'central african republic' THEN 'CF' WHEN 'chad' THEN 'TD' WHEN 'democratic republic of the congo' THEN 'CD' WHEN 'equatorial guinea' THEN 'GQ' WHEN 'gabon' THEN 'GA' WHEN 'republic of the congo' THEN 'CG' WHEN 'sao tome and principe' THEN 'ST' WHEN 'comoros' THEN 'KM' WHEN 'djibouti' THEN 'DJ' WHEN 'eritrea' THEN 'ER' WHEN 'ethiopia' THEN 'ET' WHEN 'kenya' THEN 'KE' WHEN 'madagascar' THEN 'MG' WHEN 'mauritius' THEN 'MU' WHEN 'rwanda' THEN 'RW' WHEN 'seychelles' THEN 'SC' WHEN 'somalia' THEN 'SO' WHEN 'south sudan' THEN 'SS' WHEN 'sudan' THEN 'SD' WHEN 'tanzania' THEN 'TZ' WHEN 'uganda' THEN 'UG' WHEN 'angola' THEN 'AO' WHEN 'botswana' THEN 'BW' WHEN 'eswatini' THEN 'SZ' WHEN 'lesotho' THEN 'LS' WHEN 'malawi' THEN 'MW' WHEN 'mozambique' THEN 'MZ' WHEN 'namibia' THEN 'NA' WHEN 'south africa' THEN 'ZA' WHEN 'zambia' THEN 'ZM' WHEN 'zimbabwe' THEN 'ZW' WHEN 'other' THEN 'other' ELSE value END $$;--> statement-breakpoint
-- Regions: the enum's values are renamed in place.
ALTER TYPE "public"."region" RENAME VALUE 'North Africa' TO 'north_africa';--> statement-breakpoint
ALTER TYPE "public"."region" RENAME VALUE 'West Africa' TO 'west_africa';--> statement-breakpoint
ALTER TYPE "public"."region" RENAME VALUE 'Central Africa' TO 'central_africa';--> statement-breakpoint
ALTER TYPE "public"."region" RENAME VALUE 'East Africa' TO 'east_africa';--> statement-breakpoint
ALTER TYPE "public"."region" RENAME VALUE 'Southern Africa' TO 'southern_africa';--> statement-breakpoint
-- Countries: the table holds codes.
ALTER TABLE "countries" RENAME COLUMN "name" TO "code";--> statement-breakpoint
ALTER TABLE "countries" RENAME CONSTRAINT "countries_name_unique" TO "countries_code_unique";--> statement-breakpoint
UPDATE "countries" SET "code" = "harambee_country_code"("code");--> statement-breakpoint
-- Grants: the derived country list holds codes; sectors, regions, focus and type hold ids.
ALTER TABLE "grants" RENAME COLUMN "country_names" TO "country_codes";--> statement-breakpoint
ALTER INDEX "grants_country_names_idx" RENAME TO "grants_country_codes_idx";--> statement-breakpoint
UPDATE "grants" SET "sector" = "harambee_sector_id"("sector"), "sectors" = ARRAY(SELECT "harambee_sector_id"(x) FROM unnest("sectors") WITH ORDINALITY AS u(x, n) ORDER BY n), "grant_type" = "harambee_grant_type_id"("grant_type"), "geographic_focus" = ARRAY(SELECT "harambee_region_id"(x) FROM unnest("geographic_focus") WITH ORDINALITY AS u(x, n) ORDER BY n), "regions" = ARRAY(SELECT "harambee_region_id"(x) FROM unnest("regions") WITH ORDINALITY AS u(x, n) ORDER BY n), "country_codes" = ARRAY(SELECT "harambee_country_code"(x) FROM unnest("country_codes") WITH ORDINALITY AS u(x, n) ORDER BY n);--> statement-breakpoint
UPDATE "user_grant_submissions" SET "sectors" = ARRAY(SELECT "harambee_sector_id"(x) FROM unnest("sectors") WITH ORDINALITY AS u(x, n) ORDER BY n), "geographic_focus" = ARRAY(SELECT "harambee_region_id"(x) FROM unnest("geographic_focus") WITH ORDINALITY AS u(x, n) ORDER BY n);--> statement-breakpoint
-- What members chose: their organization's sector and country, their own country, the country of a verification application.
UPDATE "organizations" SET "sector" = "harambee_sector_id"("sector"), "country" = "harambee_country_code"("country") WHERE "sector" IS NOT NULL OR "country" IS NOT NULL;--> statement-breakpoint
UPDATE "profiles" SET "country" = "harambee_country_code"("country") WHERE "country" IS NOT NULL;--> statement-breakpoint
UPDATE "organization_verifications" SET "country" = "harambee_country_code"("country") WHERE "country" IS NOT NULL;--> statement-breakpoint
DROP FUNCTION "harambee_sector_id"(text);--> statement-breakpoint
DROP FUNCTION "harambee_region_id"(text);--> statement-breakpoint
DROP FUNCTION "harambee_grant_type_id"(text);--> statement-breakpoint
DROP FUNCTION "harambee_country_code"(text);--> statement-breakpoint
-- Receipts keep what was bought by id (the plan or tier), from their checkout, so they are named in the reader's language.
ALTER TABLE "receipts" ADD COLUMN "item" text;--> statement-breakpoint
UPDATE "receipts" SET "item" = "payment_sessions"."item" FROM "payment_sessions" WHERE "payment_sessions"."id" = "receipts"."session_id";
