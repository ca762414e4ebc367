CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"reference" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_attempts_check" CHECK ("mail_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inquiry_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"kind" text NOT NULL,
	"operator_id" integer NOT NULL,
	"body" text NOT NULL,
	"subject" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inquiry_messages_subject_check" CHECK (("inquiry_messages"."kind" = 'reply') = ("inquiry_messages"."subject" is not null))
);
--> statement-breakpoint
CREATE TABLE "support_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" integer,
	"points_valid_days" integer,
	"episode_id" integer,
	"present_name" text NOT NULL,
	"reason" text NOT NULL,
	"value_points" integer NOT NULL,
	"status" text NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"present_id" integer,
	CONSTRAINT "support_grants_present_id_unique" UNIQUE("present_id"),
	CONSTRAINT "support_grants_kind_check" CHECK (case "support_grants"."kind"
        when 'gift_points' then "support_grants"."points" > 0 and "support_grants"."points_valid_days" > 0 and "support_grants"."episode_id" is null
        when 'episode_ticket' then "support_grants"."episode_id" is not null
          and "support_grants"."points" is null and "support_grants"."points_valid_days" is null
        else false
      end),
	CONSTRAINT "support_grants_decision_check" CHECK (case "support_grants"."status"
        when 'pending' then "support_grants"."decided_at" is null and "support_grants"."present_id" is null
        when 'approved' then "support_grants"."decided_at" is not null and "support_grants"."present_id" is not null
        else "support_grants"."decided_at" is not null and "support_grants"."present_id" is null
      end)
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "assignee_operator_id" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_grants" ADD CONSTRAINT "support_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_grants" ADD CONSTRAINT "support_grants_episode_id_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."episodes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_grants" ADD CONSTRAINT "support_grants_requested_by_operators_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_grants" ADD CONSTRAINT "support_grants_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_grants" ADD CONSTRAINT "support_grants_present_id_presents_id_fk" FOREIGN KEY ("present_id") REFERENCES "public"."presents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("queued_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "inquiry_messages_inquiry_idx" ON "inquiry_messages" USING btree ("inquiry_id","id");--> statement-breakpoint
CREATE INDEX "support_grants_status_idx" ON "support_grants" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "support_grants_user_idx" ON "support_grants" USING btree ("user_id","requested_at");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assignee_operator_id_operators_id_fk" FOREIGN KEY ("assignee_operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_assignee_idx" ON "inquiries" USING btree ("assignee_operator_id","status");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_status_check" CHECK ("inquiries"."status" in ('open', 'in_progress', 'closed'));