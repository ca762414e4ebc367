CREATE TABLE "episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_id" integer NOT NULL,
	"number" integer NOT NULL,
	"prefix_name" text NOT NULL,
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"sec_length" integer NOT NULL,
	"thumbnail" jsonb NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"price_points" integer,
	"included_plan_ids" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"cut" text DEFAULT 'broadcast' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "episodes_title_number_cut_key" UNIQUE("title_id","number","cut"),
	CONSTRAINT "episodes_price_check" CHECK ("episodes"."price_points" is null or "episodes"."price_points" > 0),
	CONSTRAINT "episodes_sec_length_check" CHECK ("episodes"."sec_length" > 0),
	CONSTRAINT "episodes_reachable_check" CHECK ("episodes"."is_free" or "episodes"."price_points" is not null or cardinality("episodes"."included_plan_ids") > 0),
	CONSTRAINT "episodes_free_is_broadcast_check" CHECK (not "episodes"."is_free" or "episodes"."cut" = 'broadcast')
);
--> statement-breakpoint
CREATE TABLE "genre_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "genre_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"genre_group_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_kana" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "genres_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "title_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_id" integer NOT NULL,
	"kind" text NOT NULL,
	"role" text NOT NULL,
	"person_name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_genres" (
	"title_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	CONSTRAINT "title_genres_title_id_genre_id_pk" PRIMARY KEY("title_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "title_tags" (
	"title_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "title_tags_title_id_tag_id_pk" PRIMARY KEY("title_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_kana" text NOT NULL,
	"synopsis" text DEFAULT '' NOT NULL,
	"production_company" text DEFAULT '' NOT NULL,
	"copyright" text DEFAULT '' NOT NULL,
	"production_year" smallint,
	"design_type" smallint DEFAULT 1 NOT NULL,
	"display_group" text DEFAULT 'general_group' NOT NULL,
	"is_age_restriction_r18" boolean DEFAULT false NOT NULL,
	"key_art" jsonb NOT NULL,
	"poster" jsonb NOT NULL,
	"available_from" timestamp with time zone DEFAULT '2021-01-01T00:00:00+09:00'::timestamptz NOT NULL,
	"available_until" timestamp with time zone DEFAULT '9999-12-31T23:59:00+09:00'::timestamptz NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "titles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "titles_design_type_check" CHECK ("titles"."design_type" in (0, 1, 2)),
	CONSTRAINT "titles_r18_is_mature_check" CHECK (not "titles"."is_age_restriction_r18" or "titles"."display_group" = 'mature_group'),
	CONSTRAINT "titles_window_check" CHECK ("titles"."available_from" < "titles"."available_until")
);
--> statement-breakpoint
CREATE TABLE "demo_seed" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"reference_date" timestamp with time zone NOT NULL,
	"content_hash" text NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_seed_single_row_check" CHECK ("demo_seed"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genres" ADD CONSTRAINT "genres_genre_group_id_genre_groups_id_fk" FOREIGN KEY ("genre_group_id") REFERENCES "public"."genre_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_credits" ADD CONSTRAINT "title_credits_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_genres" ADD CONSTRAINT "title_genres_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_genres" ADD CONSTRAINT "title_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_tags" ADD CONSTRAINT "title_tags_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_tags" ADD CONSTRAINT "title_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "episodes_released_at_idx" ON "episodes" USING btree ("released_at");--> statement-breakpoint
CREATE INDEX "genres_group_idx" ON "genres" USING btree ("genre_group_id");--> statement-breakpoint
CREATE INDEX "title_credits_title_idx" ON "title_credits" USING btree ("title_id","kind","position");--> statement-breakpoint
CREATE INDEX "title_genres_genre_idx" ON "title_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "title_tags_tag_idx" ON "title_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "titles_name_kana_idx" ON "titles" USING btree ("name_kana");--> statement-breakpoint
CREATE INDEX "titles_availability_idx" ON "titles" USING btree ("available_from","available_until");