CREATE TABLE "editor_pick_titles" (
	"pick_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "editor_pick_titles_pick_id_title_id_pk" PRIMARY KEY("pick_id","title_id")
);
--> statement-breakpoint
CREATE TABLE "editor_picks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "editor_picks_window_check" CHECK ("editor_picks"."starts_at" < "editor_picks"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "editor_pick_titles" ADD CONSTRAINT "editor_pick_titles_pick_id_editor_picks_id_fk" FOREIGN KEY ("pick_id") REFERENCES "public"."editor_picks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editor_pick_titles" ADD CONSTRAINT "editor_pick_titles_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editor_picks_window_idx" ON "editor_picks" USING btree ("starts_at","ends_at");