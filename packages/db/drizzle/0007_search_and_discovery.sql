-- Japanese search (decision 0018). One normaliser, in SQL, for the documents and the queries alike:
-- NFKC (half-width katakana and full-width latin become their usual forms), lower case, katakana to
-- hiragana, and no spaces, long-vowel marks or punctuation. Declared IMMUTABLE so generated columns may use it.
CREATE FUNCTION hanabi_search_text(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(
    translate(lower(normalize(input, NFKC)), 'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶ', 'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖ'),
    '[[:space:][:punct:]ー〜～・、。「」『』【】〈〉《》〔〕☆★♪♡◆◇○●◎△▲▽▼□■※…‥]', '', 'g')
$$;--> statement-breakpoint
-- Every character and every pair of neighbouring characters of each space-separated word of an already
-- normalised text. pg_trgm cannot index one- and two-character terms; a GIN index over these tokens can.
CREATE FUNCTION hanabi_search_tokens(normalized text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT token), '{}')
  FROM regexp_split_to_table(normalized, ' ') AS word,
       LATERAL (
         SELECT substr(word, i, 1) FROM generate_series(1, char_length(word)) AS i
         UNION ALL
         SELECT substr(word, i, 2) FROM generate_series(1, char_length(word) - 1) AS i
       ) AS tokens(token)
  WHERE token <> ''
$$;--> statement-breakpoint
-- The tokens a normalised query must all find: its single character, or every pair of its characters.
CREATE FUNCTION hanabi_search_query_tokens(normalized text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN char_length(normalized) = 1 THEN ARRAY[normalized]
    ELSE ARRAY(SELECT DISTINCT substr(normalized, i, 2) FROM generate_series(1, char_length(normalized) - 1) AS i)
  END
$$;--> statement-breakpoint
CREATE TABLE "episode_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"episode_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"user_id" integer,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dynamic_landing_titles" (
	"landing_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "dynamic_landing_titles_landing_id_title_id_pk" PRIMARY KEY("landing_id","title_id")
);
--> statement-breakpoint
CREATE TABLE "dynamic_landings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"heading" text NOT NULL,
	"lead" text DEFAULT '' NOT NULL,
	"layout" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dynamic_landings_slug_unique" UNIQUE("slug"),
	CONSTRAINT "dynamic_landings_window_check" CHECK ("dynamic_landings"."starts_at" < "dynamic_landings"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "feature_titles" (
	"feature_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "feature_titles_feature_id_title_id_pk" PRIMARY KEY("feature_id","title_id")
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "features_slug_unique" UNIQUE("slug"),
	CONSTRAINT "features_window_check" CHECK ("features"."starts_at" < "features"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "title_exclusives" (
	"title_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "title_exclusives_window_check" CHECK ("title_exclusives"."starts_at" < "title_exclusives"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "hidden_titles" (
	"user_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_titles_user_id_title_id_pk" PRIMARY KEY("user_id","title_id")
);
--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "search_keywords" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "search_name" text GENERATED ALWAYS AS (hanabi_search_text(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "search_kana" text GENERATED ALWAYS AS (hanabi_search_text(name_kana)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "search_synopsis" text GENERATED ALWAYS AS (hanabi_search_text(synopsis)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "search_tokens" text[] GENERATED ALWAYS AS (hanabi_search_tokens(hanabi_search_text(name) || ' ' || hanabi_search_text(name_kana) || ' ' || search_keywords)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "synopsis_tokens" text[] GENERATED ALWAYS AS (hanabi_search_tokens(hanabi_search_text(synopsis))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "episode_views" ADD CONSTRAINT "episode_views_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_views" ADD CONSTRAINT "episode_views_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "episode_views" ADD CONSTRAINT "episode_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamic_landing_titles" ADD CONSTRAINT "dynamic_landing_titles_landing_id_dynamic_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."dynamic_landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamic_landing_titles" ADD CONSTRAINT "dynamic_landing_titles_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_titles" ADD CONSTRAINT "feature_titles_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_titles" ADD CONSTRAINT "feature_titles_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_exclusives" ADD CONSTRAINT "title_exclusives_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_titles" ADD CONSTRAINT "hidden_titles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_titles" ADD CONSTRAINT "hidden_titles_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "episode_views_viewed_at_idx" ON "episode_views" USING btree ("viewed_at","title_id");--> statement-breakpoint
CREATE INDEX "feature_titles_title_idx" ON "feature_titles" USING btree ("title_id");--> statement-breakpoint
CREATE INDEX "features_window_idx" ON "features" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "title_exclusives_window_idx" ON "title_exclusives" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "hidden_titles_title_idx" ON "hidden_titles" USING btree ("title_id");--> statement-breakpoint
CREATE INDEX "titles_search_name_idx" ON "titles" USING btree ("search_name");--> statement-breakpoint
CREATE INDEX "titles_search_tokens_idx" ON "titles" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "titles_synopsis_tokens_idx" ON "titles" USING gin ("synopsis_tokens");--> statement-breakpoint
-- titles.search_keywords: the normalised tag, cast, character and staff names of a title, kept current by
-- statement-level triggers, so bulk writes (the seed, imports) refresh each title once per statement.
CREATE FUNCTION hanabi_title_keywords(target_title_id integer) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(DISTINCT word, ' '), '')
  FROM (
    SELECT hanabi_search_text(tags.name) FROM title_tags JOIN tags ON tags.id = title_tags.tag_id
    WHERE title_tags.title_id = target_title_id
    UNION ALL
    SELECT hanabi_search_text(person_name) FROM title_credits WHERE title_id = target_title_id
    UNION ALL
    SELECT hanabi_search_text(role) FROM title_credits WHERE title_id = target_title_id AND kind = 'cast'
  ) AS words(word)
  WHERE word <> ''
$$;--> statement-breakpoint
CREATE FUNCTION hanabi_refresh_title_keywords() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE titles SET search_keywords = hanabi_title_keywords(titles.id)
  WHERE titles.id IN (SELECT DISTINCT title_id FROM changed_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION hanabi_refresh_tag_keywords() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE titles SET search_keywords = hanabi_title_keywords(titles.id)
  WHERE titles.id IN (SELECT title_tags.title_id FROM title_tags JOIN changed_rows ON changed_rows.id = title_tags.tag_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER title_tags_inserted_keywords AFTER INSERT ON title_tags
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION hanabi_refresh_title_keywords();--> statement-breakpoint
CREATE TRIGGER title_tags_deleted_keywords AFTER DELETE ON title_tags
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION hanabi_refresh_title_keywords();--> statement-breakpoint
CREATE TRIGGER title_credits_inserted_keywords AFTER INSERT ON title_credits
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION hanabi_refresh_title_keywords();--> statement-breakpoint
CREATE TRIGGER title_credits_updated_keywords AFTER UPDATE ON title_credits
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION hanabi_refresh_title_keywords();--> statement-breakpoint
CREATE TRIGGER title_credits_deleted_keywords AFTER DELETE ON title_credits
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION hanabi_refresh_title_keywords();--> statement-breakpoint
CREATE TRIGGER tags_renamed_keywords AFTER UPDATE ON tags
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION hanabi_refresh_tag_keywords();--> statement-breakpoint
-- Titles written before this migration get their keywords now.
UPDATE titles SET search_keywords = hanabi_title_keywords(id);
