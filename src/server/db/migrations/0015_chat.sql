CREATE TABLE "chat_conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone NOT NULL,
	"culture" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"page_path" text DEFAULT '' NOT NULL,
	"school_id" integer,
	"booking_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_staff_id" text,
	"last_message_at" timestamp with time zone NOT NULL,
	"staff_read_up_to" integer DEFAULT 0 NOT NULL,
	"visitor_read_up_to" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_conversations_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "chat_conversations_status_check" CHECK ("chat_conversations"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sender" text NOT NULL,
	"staff_id" text,
	"staff_name" text,
	"body" text NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "chat_messages_sender_check" CHECK ("chat_messages"."sender" in ('visitor', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "chat_presence" (
	"staff_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_presence_staff_id_instance_id_pk" PRIMARY KEY("staff_id","instance_id")
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_assigned_staff_id_staff_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_presence" ADD CONSTRAINT "chat_presence_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_inbox_idx" ON "chat_conversations" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_conversations_assigned_idx" ON "chat_conversations" USING btree ("assigned_staff_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_email_idx" ON "chat_conversations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_unmailed_idx" ON "chat_messages" USING btree ("created_at") WHERE "chat_messages"."mailed_at" is null;