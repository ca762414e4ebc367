CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" text NOT NULL,
	"to_location" text NOT NULL,
	"status" smallint DEFAULT 302 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_from_path_unique" UNIQUE("from_path"),
	CONSTRAINT "redirects_from_path_check" CHECK (char_length("redirects"."from_path") <= 1024
        and "redirects"."from_path" ~ '^/([^/].*)?$'
        and "redirects"."from_path" !~ './$'
        and "redirects"."from_path" !~ '[?#[:cntrl:][:space:]\\]'),
	CONSTRAINT "redirects_to_location_check" CHECK (char_length("redirects"."to_location") <= 2048
        and "redirects"."to_location" !~ '[[:cntrl:][:space:]\\]'
        and ("redirects"."to_location" ~* '^https?://[^/?#]+([/?#].*)?$' or "redirects"."to_location" ~ '^/([^/].*)?$')),
	CONSTRAINT "redirects_status_check" CHECK ("redirects"."status" in (301, 302)),
	CONSTRAINT "redirects_not_to_itself_check" CHECK ("redirects"."to_location" <> "redirects"."from_path")
);
