CREATE TABLE "campaign_titles" (
	"campaign_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "campaign_titles_campaign_id_title_id_pk" PRIMARY KEY("campaign_id","title_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"lead" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"layout" text DEFAULT 'default' NOT NULL,
	"requires_age_permission" boolean DEFAULT false NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaigns_slug_unique" UNIQUE("slug"),
	CONSTRAINT "campaigns_window_check" CHECK ("campaigns"."starts_at" < "campaigns"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "notice_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notice_sections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"urgent_until" timestamp with time zone,
	CONSTRAINT "notices_slug_unique" UNIQUE("slug"),
	CONSTRAINT "notices_urgent_check" CHECK ("notices"."urgent_until" is null or "notices"."urgent_until" > "notices"."published_at")
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"category" text NOT NULL,
	"email" text NOT NULL,
	"body" text NOT NULL,
	"requester_ip" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mylist_titles" (
	"user_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mylist_titles_user_id_title_id_pk" PRIMARY KEY("user_id","title_id")
);
--> statement-breakpoint
ALTER TABLE "campaign_titles" ADD CONSTRAINT "campaign_titles_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_titles" ADD CONSTRAINT "campaign_titles_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_section_id_notice_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."notice_sections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mylist_titles" ADD CONSTRAINT "mylist_titles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mylist_titles" ADD CONSTRAINT "mylist_titles_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_titles_title_idx" ON "campaign_titles" USING btree ("title_id");--> statement-breakpoint
CREATE INDEX "campaigns_window_idx" ON "campaigns" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "notices_section_published_idx" ON "notices" USING btree ("section_id","published_at");--> statement-breakpoint
CREATE INDEX "notices_published_idx" ON "notices" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "notices_urgent_idx" ON "notices" USING btree ("urgent_until");--> statement-breakpoint
CREATE INDEX "inquiries_requester_created_idx" ON "inquiries" USING btree ("requester_ip","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_status_created_idx" ON "inquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "mylist_titles_user_added_idx" ON "mylist_titles" USING btree ("user_id","added_at");--> statement-breakpoint
CREATE INDEX "mylist_titles_title_idx" ON "mylist_titles" USING btree ("title_id");