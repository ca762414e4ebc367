CREATE TABLE "guest_playback_starts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"episode_id" integer NOT NULL,
	"client_address" text NOT NULL,
	"tracking_id" text,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "processor_refund_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guest_playback_starts" ADD CONSTRAINT "guest_playback_starts_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_playback_starts_address_idx" ON "guest_playback_starts" USING btree ("client_address","started_at");--> statement-breakpoint
CREATE INDEX "guest_playback_starts_tracking_idx" ON "guest_playback_starts" USING btree ("tracking_id","started_at") WHERE "guest_playback_starts"."tracking_id" is not null;--> statement-breakpoint
CREATE INDEX "guest_playback_starts_started_at_idx" ON "guest_playback_starts" USING btree ("started_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_processor_refund_id_unique" UNIQUE("processor_refund_id");