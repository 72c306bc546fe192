CREATE TABLE "expert_daily_counts" (
	"expert_id" uuid NOT NULL,
	"day" date NOT NULL,
	"profile_views" integer DEFAULT 0 NOT NULL,
	"search_appearances" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "expert_daily_counts_expert_id_day_pk" PRIMARY KEY("expert_id","day")
);
--> statement-breakpoint
ALTER TABLE "expert_daily_counts" ADD CONSTRAINT "expert_daily_counts_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;