CREATE TABLE "review_photos" (
	"photo_id" text NOT NULL,
	"review_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"size" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "review_photos_photo_id_size_format_pk" PRIMARY KEY("photo_id","size","format"),
	CONSTRAINT "review_photos_kind_check" CHECK ("review_photos"."kind" in ('author', 'review')),
	CONSTRAINT "review_photos_format_check" CHECK ("review_photos"."format" in ('webp', 'jpg'))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "progress_from_level" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "progress_to_level" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "accommodation_option_id" integer;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_photos_review_idx" ON "review_photos" USING btree ("review_id","kind","position");