CREATE TYPE "public"."phone_channel" AS ENUM('whatsapp', 'sms');--> statement-breakpoint
CREATE TYPE "public"."phone_message_kind" AS ENUM('reminders', 'alerts', 'verification');--> statement-breakpoint
CREATE TYPE "public"."phone_message_status" AS ENUM('queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'unconfirmed', 'capped', 'stopped', 'withdrawn');--> statement-breakpoint
CREATE TABLE "phone_message_choices" (
	"user_id" text NOT NULL,
	"kind" "phone_message_kind" NOT NULL,
	"channel" "phone_channel" NOT NULL,
	CONSTRAINT "phone_message_choices_user_id_kind_channel_pk" PRIMARY KEY("user_id","kind","channel")
);
--> statement-breakpoint
CREATE TABLE "phone_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"user_id" text,
	"channel" "phone_channel" NOT NULL,
	"provider" text NOT NULL,
	"to" text NOT NULL,
	"kind" "phone_message_kind",
	"template" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"language" "language" NOT NULL,
	"body" text,
	"status" "phone_message_status" DEFAULT 'queued' NOT NULL,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"provider_message_id" text,
	"cost" numeric(12, 4),
	"cost_currency" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_messages_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "phone_numbers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"time_zone" text NOT NULL,
	"verified_at" timestamp with time zone,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"codes_sent" integer DEFAULT 0 NOT NULL,
	"codes_since" timestamp with time zone,
	"whatsapp_stopped_at" timestamp with time zone,
	"sms_stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_message_id" text NOT NULL,
	"channel" "phone_channel" NOT NULL,
	"from" text NOT NULL,
	"body" text NOT NULL,
	"action" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_replies_provider_message" UNIQUE("provider","provider_message_id")
);
--> statement-breakpoint
ALTER TABLE "phone_message_choices" ADD CONSTRAINT "phone_message_choices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_messages" ADD CONSTRAINT "phone_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_numbers" ADD CONSTRAINT "phone_numbers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_messages_user_idx" ON "phone_messages" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "phone_messages_provider_id_idx" ON "phone_messages" USING btree ("provider","provider_message_id");--> statement-breakpoint
CREATE INDEX "phone_messages_created_idx" ON "phone_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "phone_numbers_number_idx" ON "phone_numbers" USING btree ("number");--> statement-breakpoint
CREATE INDEX "phone_replies_received_idx" ON "phone_replies" USING btree ("received_at");