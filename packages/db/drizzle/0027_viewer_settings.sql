CREATE TABLE "viewer_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"discreet" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "viewer_settings" ADD CONSTRAINT "viewer_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;