CREATE TABLE "episode_media" (
	"episode_id" integer PRIMARY KEY NOT NULL,
	"asset_path" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"rendition_heights" integer[] NOT NULL,
	"opening_start_seconds" integer,
	"opening_end_seconds" integer,
	"ending_start_seconds" integer,
	"is_vr" boolean DEFAULT false NOT NULL,
	"packaged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_media_keys" (
	"title_id" integer PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "title_media_keys_key_id_unique" UNIQUE("key_id")
);
--> statement-breakpoint
ALTER TABLE "episode_media" ADD CONSTRAINT "episode_media_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_media_keys" ADD CONSTRAINT "title_media_keys_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;