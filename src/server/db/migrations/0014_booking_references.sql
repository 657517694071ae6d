ALTER TABLE "bookings" ADD COLUMN "reference" text;--> statement-breakpoint
UPDATE "bookings" SET "reference" = 'LT-' || CASE WHEN "id" < 1000000 THEN lpad("id"::text, 6, '0') ELSE "id"::text END;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reference_unique" UNIQUE("reference");
