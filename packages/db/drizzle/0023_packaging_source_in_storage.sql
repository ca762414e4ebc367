ALTER TABLE "packaging_jobs" ALTER COLUMN "source_path" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "packaging_jobs" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "packaging_jobs" ADD CONSTRAINT "packaging_jobs_one_source_check" CHECK (("packaging_jobs"."source_path" is null) <> ("packaging_jobs"."source_key" is null));