CREATE TABLE "catalogue_document_edits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_document_edits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"doc" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"staff_id" text,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_documents" ADD COLUMN "source" text;--> statement-breakpoint
CREATE INDEX "catalogue_document_edits_key_idx" ON "catalogue_document_edits" USING btree ("key");