CREATE TABLE "leads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"staff_id" text,
	"school_id" integer NOT NULL,
	"culture" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"cart_query" text NOT NULL,
	"quote" jsonb NOT NULL,
	"currency" text NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "leads_source_check" CHECK ("leads"."source" in ('visitor', 'staff')),
	CONSTRAINT "leads_staff_check" CHECK (("leads"."source" = 'staff') = ("leads"."staff_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "mails" ADD COLUMN "lead_id" integer;--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;