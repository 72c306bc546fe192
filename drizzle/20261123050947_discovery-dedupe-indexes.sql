CREATE INDEX "grants_url_idx" ON "grants" USING btree ("url");--> statement-breakpoint
CREATE INDEX "grants_application_url_idx" ON "grants" USING btree ("application_url");--> statement-breakpoint
CREATE INDEX "discovered_grants_queue_deadline_idx" ON "discovered_grants_queue" USING btree ("deadline");