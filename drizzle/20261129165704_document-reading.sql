CREATE TABLE "document_readings" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"verification_id" integer NOT NULL,
	"method" text,
	"pages" integer DEFAULT 0 NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_readings" ADD CONSTRAINT "document_readings_document_id_verification_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."verification_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_readings" ADD CONSTRAINT "document_readings_verification_id_organization_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."organization_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_readings_verification_idx" ON "document_readings" USING btree ("verification_id");