CREATE TABLE "shortlist_mails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shortlist_mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"culture" text NOT NULL,
	"compare_query" text NOT NULL,
	"confirm_token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "shortlist_mails_confirm_token_unique" UNIQUE("confirm_token"),
	CONSTRAINT "shortlist_mails_email_normalised_check" CHECK ("shortlist_mails"."email" = lower(btrim("shortlist_mails"."email"))),
	CONSTRAINT "shortlist_mails_status_check" CHECK ("shortlist_mails"."status" in ('pending', 'sent')),
	CONSTRAINT "shortlist_mails_sent_check" CHECK ("shortlist_mails"."status" <> 'sent' or "shortlist_mails"."confirmed_at" is not null)
);
