CREATE TABLE "home_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"headline" text NOT NULL,
	"line" text DEFAULT '' NOT NULL,
	"image" jsonb,
	"title_id" integer,
	"campaign_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"position" integer NOT NULL,
	"audiences" text[] NOT NULL,
	"demo_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_slides_demo_key_unique" UNIQUE("demo_key"),
	CONSTRAINT "home_slides_one_link_check" CHECK (("home_slides"."title_id" is null) <> ("home_slides"."campaign_id" is null)),
	CONSTRAINT "home_slides_window_check" CHECK ("home_slides"."ends_at" is null or "home_slides"."starts_at" < "home_slides"."ends_at"),
	CONSTRAINT "home_slides_audiences_check" CHECK (cardinality("home_slides"."audiences") > 0 and "home_slides"."audiences" <@ array['guest', 'free', 'lite', 'premium'])
);
--> statement-breakpoint
ALTER TABLE "home_slides" ADD CONSTRAINT "home_slides_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_slides" ADD CONSTRAINT "home_slides_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_slides_window_idx" ON "home_slides" USING btree ("starts_at","ends_at");