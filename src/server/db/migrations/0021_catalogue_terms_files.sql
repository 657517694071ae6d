CREATE TABLE "catalogue_terms_files" (
	"name" text PRIMARY KEY NOT NULL,
	"media_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"staff_id" text,
	"author" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
