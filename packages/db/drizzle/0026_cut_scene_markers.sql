CREATE TABLE "cut_scene_markers" (
	"episode_id" integer NOT NULL,
	"scene_index" integer NOT NULL,
	"start_seconds" integer NOT NULL,
	CONSTRAINT "cut_scene_markers_pkey" PRIMARY KEY("episode_id","scene_index"),
	CONSTRAINT "cut_scene_markers_index_check" CHECK ("cut_scene_markers"."scene_index" >= 0),
	CONSTRAINT "cut_scene_markers_start_check" CHECK (("cut_scene_markers"."scene_index" = 0 and "cut_scene_markers"."start_seconds" = 0) or ("cut_scene_markers"."scene_index" > 0 and "cut_scene_markers"."start_seconds" > 0))
);
--> statement-breakpoint
ALTER TABLE "cut_scene_markers" ADD CONSTRAINT "cut_scene_markers_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;