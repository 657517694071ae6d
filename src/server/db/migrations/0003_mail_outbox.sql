CREATE TABLE "mails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"recipient" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"message_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mails_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "mails_status_check" CHECK ("mails"."status" in ('queued', 'retrying', 'sent', 'failed')),
	CONSTRAINT "mails_sent_has_date_check" CHECK ("mails"."status" <> 'sent' or "mails"."sent_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_mail_status_check";--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mails_booking_idx" ON "mails" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "mails_status_idx" ON "mails" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "visitor_mail_status";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "agency_mail_status";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "mail_error";