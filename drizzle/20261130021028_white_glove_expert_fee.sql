ALTER TABLE "expert_payouts" ALTER COLUMN "milestone_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_payouts" ADD COLUMN "white_glove_request_id" uuid;--> statement-breakpoint
ALTER TABLE "white_glove_requests" ADD COLUMN "expert_fee_usd" integer;--> statement-breakpoint
ALTER TABLE "expert_payouts" ADD CONSTRAINT "expert_payouts_white_glove_request_id_white_glove_requests_id_fk" FOREIGN KEY ("white_glove_request_id") REFERENCES "public"."white_glove_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expert_payouts_white_glove_expert_idx" ON "expert_payouts" USING btree ("white_glove_request_id","expert_id");--> statement-breakpoint
ALTER TABLE "expert_payouts" ADD CONSTRAINT "expert_payouts_one_source" CHECK ("expert_payouts"."milestone_id" is null or "expert_payouts"."white_glove_request_id" is null);