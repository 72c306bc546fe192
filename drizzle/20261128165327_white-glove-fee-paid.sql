-- Custom: a fee paid before fee_paid_usd existed was paid in full.
UPDATE "white_glove_requests" SET "fee_paid_usd" = "fee_usd" WHERE "status" = 'paid' AND "fee_usd" IS NOT NULL;
