CREATE TABLE "home_layouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"sections" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_layouts_window_check" CHECK ("home_layouts"."ends_at" is null or "home_layouts"."starts_at" < "home_layouts"."ends_at")
);
--> statement-breakpoint
CREATE INDEX "home_layouts_window_idx" ON "home_layouts" USING btree ("starts_at","ends_at");