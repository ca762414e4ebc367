ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_payment_id_unique";--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");