CREATE TABLE "school_drafts" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"base_version" integer NOT NULL,
	"staff_id" text,
	"author" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "school_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school_id" integer NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"changes" jsonb NOT NULL,
	"restored_from" integer,
	"staff_id" text,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff" DROP CONSTRAINT "staff_role_check";--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "school_drafts" ADD CONSTRAINT "school_drafts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "school_versions_school_version_idx" ON "school_versions" USING btree ("school_id","version");--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_role_check" CHECK ("staff"."role" in ('administrator', 'manager', 'content-editor'));