CREATE TABLE "seo_edits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seo_edits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"changes" jsonb NOT NULL,
	"staff_id" text,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_translation_sources" (
	"pointer" text NOT NULL,
	"culture" text NOT NULL,
	"english" text NOT NULL,
	"author" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_translation_sources_pointer_culture_pk" PRIMARY KEY("pointer","culture")
);
--> statement-breakpoint
CREATE TABLE "translation_sources" (
	"school_id" integer NOT NULL,
	"pointer" text NOT NULL,
	"culture" text NOT NULL,
	"english" text NOT NULL,
	"author" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_sources_school_id_pointer_culture_pk" PRIMARY KEY("school_id","pointer","culture")
);
