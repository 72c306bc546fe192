CREATE TABLE "priority_digest_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"digest_off_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "priority_requests" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"escalated_at" timestamp with time zone,
	"assigned_expert_id" uuid,
	"assigned_by" text,
	"assigned_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "priority_digest_settings" ADD CONSTRAINT "priority_digest_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priority_requests" ADD CONSTRAINT "priority_requests_request_id_project_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."project_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priority_requests" ADD CONSTRAINT "priority_requests_assigned_expert_id_experts_id_fk" FOREIGN KEY ("assigned_expert_id") REFERENCES "public"."experts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priority_requests" ADD CONSTRAINT "priority_requests_assigned_by_user_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "priority_requests" ADD CONSTRAINT "priority_requests_closed_by_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "priority_requests_due_idx" ON "priority_requests" USING btree ("escalated_at","answer_by");--> statement-breakpoint
CREATE INDEX "priority_requests_queue_idx" ON "priority_requests" USING btree ("closed_at","escalated_at");