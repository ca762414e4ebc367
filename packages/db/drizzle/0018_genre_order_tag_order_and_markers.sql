ALTER TABLE "tags" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "episode_media" ADD COLUMN "ending_end_seconds" integer;--> statement-breakpoint
ALTER TABLE "episode_media" ADD CONSTRAINT "episode_media_opening_check" CHECK (("episode_media"."opening_start_seconds" is null and "episode_media"."opening_end_seconds" is null) or
        (0 <= "episode_media"."opening_start_seconds" and "episode_media"."opening_start_seconds" < "episode_media"."opening_end_seconds"
          and "episode_media"."opening_end_seconds" <= "episode_media"."duration_seconds"));--> statement-breakpoint
ALTER TABLE "episode_media" ADD CONSTRAINT "episode_media_ending_check" CHECK (("episode_media"."ending_start_seconds" is null and "episode_media"."ending_end_seconds" is null) or
        (0 <= "episode_media"."ending_start_seconds" and "episode_media"."ending_start_seconds" < "episode_media"."duration_seconds"
          and ("episode_media"."ending_end_seconds" is null or
            ("episode_media"."ending_start_seconds" < "episode_media"."ending_end_seconds" and "episode_media"."ending_end_seconds" <= "episode_media"."duration_seconds"))));--> statement-breakpoint
-- Tags were shown in id order: their positions start as that order, so no viewer sees a change until an operator reorders them.
UPDATE "tags" SET "position" = "ranked"."n" FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS "n" FROM "tags") AS "ranked" WHERE "tags"."id" = "ranked"."id";
