CREATE TABLE "booking_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "booking_codes_tries_check" CHECK ("booking_codes"."tries" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_events" DROP CONSTRAINT "booking_events_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_cancellation_reason_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_codes" ADD CONSTRAINT "booking_codes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_codes_booking_idx" ON "booking_codes" USING btree ("booking_id","id");--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_kind_check" CHECK ("booking_events"."kind" in ('status', 'note', 'mail-resent', 'cancellation-request'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancellation_reason_check" CHECK ("bookings"."cancellation_reason" is null or "bookings"."cancellation_reason" in ('not-me', 'staff', 'visitor-free-window'));