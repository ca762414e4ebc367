-- Drafts and publishing (decision 0046). Adding published_at with DEFAULT now() fills every existing title and
-- episode with the migration's time: what viewers see today stays published.
ALTER TABLE "episodes" ADD COLUMN "available_until" timestamp with time zone DEFAULT '9999-12-31T23:59:00+09:00'::timestamptz NOT NULL;--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "episodes" ADD CONSTRAINT "episodes_window_check" CHECK ("episodes"."released_at" < "episodes"."available_until");