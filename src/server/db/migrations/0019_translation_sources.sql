CREATE TABLE "translation_sources" (
	"school_id" integer NOT NULL,
	"pointer" text NOT NULL,
	"culture" text NOT NULL,
	"english" text NOT NULL,
	"author" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_sources_school_id_pointer_culture_pk" PRIMARY KEY("school_id","pointer","culture")
);
