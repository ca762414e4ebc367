CREATE TABLE "content_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"episode_id" integer NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_keys_episode_id_key_id_unique" UNIQUE("episode_id","key_id")
);
--> statement-breakpoint
ALTER TABLE "episode_media" ADD COLUMN "key_id" text;--> statement-breakpoint
ALTER TABLE "content_keys" ADD CONSTRAINT "content_keys_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_media" ADD CONSTRAINT "episode_media_own_content_key_fk" FOREIGN KEY ("episode_id","key_id") REFERENCES "public"."content_keys"("episode_id","key_id") ON DELETE no action ON UPDATE no action;