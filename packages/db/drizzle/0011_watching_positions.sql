CREATE TABLE "watching_positions" (
	"user_id" integer NOT NULL,
	"episode_id" integer NOT NULL,
	"position_seconds" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"finished" boolean NOT NULL,
	"watched_at" timestamp with time zone NOT NULL,
	"in_row" boolean DEFAULT true NOT NULL,
	CONSTRAINT "watching_positions_user_id_episode_id_pk" PRIMARY KEY("user_id","episode_id"),
	CONSTRAINT "watching_positions_position_check" CHECK ("watching_positions"."position_seconds" >= 0 and "watching_positions"."position_seconds" <= "watching_positions"."duration_seconds")
);
--> statement-breakpoint
ALTER TABLE "watching_positions" ADD CONSTRAINT "watching_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watching_positions" ADD CONSTRAINT "watching_positions_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watching_positions_user_watched_idx" ON "watching_positions" USING btree ("user_id","watched_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "watching_positions_episode_idx" ON "watching_positions" USING btree ("episode_id");--> statement-breakpoint
CREATE INDEX "episode_views_member_episode_idx" ON "episode_views" USING btree ("user_id","episode_id","viewed_at") WHERE "episode_views"."user_id" is not null;