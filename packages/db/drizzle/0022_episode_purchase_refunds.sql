CREATE TABLE "episode_purchase_refunds" (
	"purchase_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"reason" text NOT NULL,
	"refunded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "episode_purchase_refunds" ADD CONSTRAINT "episode_purchase_refunds_purchase_id_episode_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."episode_purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_purchase_refunds" ADD CONSTRAINT "episode_purchase_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_purchase_refunds" ADD CONSTRAINT "episode_purchase_refunds_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "episode_purchase_refunds_user_idx" ON "episode_purchase_refunds" USING btree ("user_id","refunded_at");