CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"topic" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"draft" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_entries_number_unique" UNIQUE("number"),
	CONSTRAINT "faq_entries_number_check" CHECK ("faq_entries"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "rules_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document" text NOT NULL,
	"body" text NOT NULL,
	"effective_on" date NOT NULL,
	"published_at" timestamp with time zone,
	"author_operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rules_revisions_document_check" CHECK ("rules_revisions"."document" in ('terms', 'tokusho', 'service_policy'))
);
--> statement-breakpoint
ALTER TABLE "rules_revisions" ADD CONSTRAINT "rules_revisions_author_operator_id_operators_id_fk" FOREIGN KEY ("author_operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_entries_topic_idx" ON "faq_entries" USING btree ("topic","position");--> statement-breakpoint
CREATE INDEX "rules_revisions_document_idx" ON "rules_revisions" USING btree ("document","effective_on");--> statement-breakpoint
CREATE UNIQUE INDEX "rules_revisions_published_day_idx" ON "rules_revisions" USING btree ("document","effective_on") WHERE "rules_revisions"."published_at" is not null;