CREATE TABLE "packaging_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"episode_id" integer NOT NULL,
	"source_path" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"stage" text,
	"percent" integer DEFAULT 0 NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"queue_job_id" uuid,
	"cancel_requested_at" timestamp with time zone,
	"log_tail" text[] DEFAULT '{}'::text[] NOT NULL,
	"failure_reason" text,
	"asset_path" text,
	"key_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "packaging_jobs_percent_check" CHECK ("packaging_jobs"."percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "packaging_jobs" ADD CONSTRAINT "packaging_jobs_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "packaging_jobs_episode_created_idx" ON "packaging_jobs" USING btree ("episode_id","created_at");--> statement-breakpoint
CREATE INDEX "packaging_jobs_status_idx" ON "packaging_jobs" USING btree ("status");