ALTER TABLE "presents" DROP CONSTRAINT "presents_points_check";--> statement-breakpoint
ALTER TABLE "presents" ALTER COLUMN "points" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "presents" ALTER COLUMN "points_valid_days" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "episode_entitlements" ALTER COLUMN "purchase_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "presents" ADD COLUMN "episode_id" integer;--> statement-breakpoint
ALTER TABLE "episode_entitlements" ADD COLUMN "present_id" integer;--> statement-breakpoint
ALTER TABLE "presents" ADD CONSTRAINT "presents_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_entitlements" ADD CONSTRAINT "episode_entitlements_present_id_presents_id_fk" FOREIGN KEY ("present_id") REFERENCES "public"."presents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_entitlements" ADD CONSTRAINT "episode_entitlements_present_id_unique" UNIQUE("present_id");--> statement-breakpoint
ALTER TABLE "presents" ADD CONSTRAINT "presents_kind_check" CHECK (case "presents"."kind"
        when 'gift_points' then "presents"."points" > 0 and "presents"."points_valid_days" > 0 and "presents"."episode_id" is null
        when 'episode_ticket' then "presents"."episode_id" is not null
          and "presents"."points" is null and "presents"."points_valid_days" is null
        else false
      end);--> statement-breakpoint
ALTER TABLE "episode_entitlements" ADD CONSTRAINT "episode_entitlements_source_check" CHECK (num_nonnulls("episode_entitlements"."purchase_id", "episode_entitlements"."present_id") = 1);