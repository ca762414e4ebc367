CREATE TABLE "registration_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip_address" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "password_hash" text;--> statement-breakpoint
CREATE INDEX "registration_attempts_ip_idx" ON "registration_attempts" USING btree ("ip_address","attempted_at");--> statement-breakpoint
-- Confirmation links sent before links carried their registration's password: each confirms the password the
-- member row holds, which is what confirming them did until now.
UPDATE "email_tokens" SET "password_hash" = "users"."password_hash" FROM "users"
	WHERE "users"."id" = "email_tokens"."user_id" AND "email_tokens"."purpose" = 'confirm_email';--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_password_check" CHECK (("email_tokens"."purpose" = 'confirm_email') = ("email_tokens"."password_hash" is not null));