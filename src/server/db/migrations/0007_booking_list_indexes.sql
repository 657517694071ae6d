-- Trigram search for names in the office's booking list; a trusted extension since PostgreSQL 13,
-- so the database's owner may create it. PGlite loads it in open-database.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "bookings_created_idx";--> statement-breakpoint
DROP INDEX "bookings_status_created_idx";--> statement-breakpoint
DROP INDEX "bookings_course_start_idx";--> statement-breakpoint
CREATE INDEX "bookings_total_idx" ON "bookings" USING btree ("total","id");--> statement-breakpoint
CREATE INDEX "bookings_name_sort_idx" ON "bookings" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "bookings_school_name_idx" ON "bookings" USING btree (("summary" -> 'school' ->> 'nameEn'),"id");--> statement-breakpoint
CREATE INDEX "bookings_name_trgm_idx" ON "bookings" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_status_created_idx" ON "bookings" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_course_start_idx" ON "bookings" USING btree ("course_start","id");