CREATE TABLE "catalogue_photo_files" (
	"hash" text NOT NULL,
	"file" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"staff_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_photo_files_hash_file_pk" PRIMARY KEY("hash","file"),
	CONSTRAINT "catalogue_photo_files_format_check" CHECK ("catalogue_photo_files"."format" in ('webp', 'jpeg'))
);
