CREATE SEQUENCE "public"."visitor_review_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000000 CACHE 1;--> statement-breakpoint
CREATE TABLE "catalogue_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"doc" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_version_single_row_check" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY DEFAULT nextval('visitor_review_id_seq') NOT NULL,
	"school_id" integer NOT NULL,
	"culture" text NOT NULL,
	"author_name" text NOT NULL,
	"author_country" text NOT NULL,
	"author_city" text NOT NULL,
	"author_photo_path" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"school_stars" integer NOT NULL,
	"course_stars" integer NOT NULL,
	"accommodation_stars" integer,
	"spare_time_stars" integer,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"creation_date" date NOT NULL,
	"approve_date" date,
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('approved', 'pending')),
	CONSTRAINT "reviews_source_check" CHECK ("reviews"."source" in ('content', 'visitor')),
	CONSTRAINT "reviews_stars_check" CHECK ("reviews"."school_stars" between 1 and 5 and "reviews"."course_stars" between 1 and 5
      and coalesce("reviews"."accommodation_stars", 1) between 1 and 5 and coalesce("reviews"."spare_time_stars", 1) between 1 and 5),
	CONSTRAINT "reviews_approved_has_date_check" CHECK ("reviews"."status" <> 'approved' or "reviews"."approve_date" is not null)
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"languages" text[] NOT NULL,
	"programme_types" text[] NOT NULL,
	"currency" text NOT NULL,
	"popularity" integer NOT NULL,
	"doc" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schools_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_school_listing_idx" ON "reviews" USING btree ("school_id","status","creation_date" DESC NULLS LAST,"id" DESC NULLS LAST);