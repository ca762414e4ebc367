CREATE TABLE "episode_entitlements" (
	"user_id" integer NOT NULL,
	"episode_id" integer NOT NULL,
	"purchase_id" integer NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "episode_entitlements_user_id_episode_id_pk" PRIMARY KEY("user_id","episode_id"),
	CONSTRAINT "episode_entitlements_purchase_id_unique" UNIQUE("purchase_id")
);
--> statement-breakpoint
CREATE TABLE "episode_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"episode_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"price_points" integer NOT NULL,
	"spent_gift_points" integer DEFAULT 0 NOT NULL,
	"spent_festa_points" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "episode_purchases_user_key" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "episode_purchases_price_check" CHECK ("episode_purchases"."price_points" > 0),
	CONSTRAINT "episode_purchases_outcome_check" CHECK (case "episode_purchases"."status"
        when 'pending' then "episode_purchases"."failure_reason" is null and "episode_purchases"."completed_at" is null
          and "episode_purchases"."spent_gift_points" = 0 and "episode_purchases"."spent_festa_points" = 0
        when 'completed' then "episode_purchases"."failure_reason" is null and "episode_purchases"."completed_at" is not null
          and "episode_purchases"."spent_gift_points" >= 0 and "episode_purchases"."spent_festa_points" >= 0
          and "episode_purchases"."spent_gift_points" + "episode_purchases"."spent_festa_points" = "episode_purchases"."price_points"
        else "episode_purchases"."failure_reason" is not null and "episode_purchases"."completed_at" is null
          and "episode_purchases"."spent_gift_points" = 0 and "episode_purchases"."spent_festa_points" = 0
      end)
);
--> statement-breakpoint
ALTER TABLE "episode_entitlements" ADD CONSTRAINT "episode_entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_entitlements" ADD CONSTRAINT "episode_entitlements_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_entitlements" ADD CONSTRAINT "episode_entitlements_purchase_id_episode_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."episode_purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_purchases" ADD CONSTRAINT "episode_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_purchases" ADD CONSTRAINT "episode_purchases_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "episode_entitlements_user_idx" ON "episode_entitlements" USING btree ("user_id","granted_at");--> statement-breakpoint
CREATE INDEX "episode_purchases_user_idx" ON "episode_purchases" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "point_entries_lot_idx" ON "point_entries" USING btree ("lot_transaction_id");