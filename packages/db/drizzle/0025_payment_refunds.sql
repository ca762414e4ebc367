CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_yen" integer NOT NULL,
	"reason" text NOT NULL,
	"operator_id" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"idempotency_key" text NOT NULL,
	"processor_refund_id" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "payment_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_refunds_processor_refund_id_unique" UNIQUE("processor_refund_id"),
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount_yen" > 0),
	CONSTRAINT "payment_refunds_settled_check" CHECK (("payment_refunds"."status" = 'requested') = ("payment_refunds"."settled_at" is null) and ("payment_refunds"."status" = 'succeeded') = ("payment_refunds"."processor_refund_id" is not null) and ("payment_refunds"."status" = 'failed') = ("payment_refunds"."failure_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_status_idx" ON "payment_refunds" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_user_idx" ON "payment_refunds" USING btree ("user_id","requested_at");