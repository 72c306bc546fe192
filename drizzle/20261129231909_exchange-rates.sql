CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"rates_date" date,
	"rates" jsonb,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "exchange_rates_status_idx" ON "exchange_rates" USING btree ("status","fetched_at" DESC NULLS LAST);