ALTER TYPE "public"."discovery_source_format" ADD VALUE 'eu_ft_json';--> statement-breakpoint
ALTER TYPE "public"."discovery_source_format" ADD VALUE 'commongrants_json';