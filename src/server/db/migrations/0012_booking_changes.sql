CREATE TABLE "booking_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"calc_params" jsonb NOT NULL,
	"cart_query" text NOT NULL,
	"quote" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"preview" jsonb NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"note" text,
	CONSTRAINT "booking_changes_status_check" CHECK ("booking_changes"."status" in ('pending', 'accepted', 'refused', 'withdrawn')),
	CONSTRAINT "booking_changes_decided_check" CHECK (("booking_changes"."status" = 'pending') = ("booking_changes"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "booking_events" DROP CONSTRAINT "booking_events_kind_check";--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_changes_booking_idx" ON "booking_changes" USING btree ("booking_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_changes_one_pending_idx" ON "booking_changes" USING btree ("booking_id") WHERE "booking_changes"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_kind_check" CHECK ("booking_events"."kind" in ('status', 'note', 'mail-resent', 'cancellation-request', 'change'));