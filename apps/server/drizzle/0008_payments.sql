CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"pack" integer NOT NULL,
	"credits" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"feature_name" text NOT NULL,
	"source_path" text NOT NULL,
	"source_name" text DEFAULT '' NOT NULL,
	"payment_intent" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"completed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "checkout_sessions_amounts_check" CHECK ("checkout_sessions"."pack" > 0 and "checkout_sessions"."credits" > 0 and "checkout_sessions"."amount" > 0),
	CONSTRAINT "checkout_sessions_status_check" CHECK ("checkout_sessions"."status" in ('created', 'completed', 'expired', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"payload" jsonb NOT NULL,
	"user_id" uuid,
	"session_id" text,
	"needs_attention" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "webhook_events_status_check" CHECK ("webhook_events"."status" in ('processed', 'ignored', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_sessions_user_created_idx" ON "checkout_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_payment_intent_idx" ON "checkout_sessions" USING btree ("payment_intent") WHERE payment_intent is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_event_id_idx" ON "webhook_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "webhook_events_received_idx" ON "webhook_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "webhook_events_session_idx" ON "webhook_events" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "webhook_events_attention_idx" ON "webhook_events" USING btree ("received_at") WHERE needs_attention;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_top_up_idx" ON "credit_ledger" USING btree ("reference") WHERE reason = 'top_up' and reference is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_top_up_refund_idx" ON "credit_ledger" USING btree ("reference") WHERE reason = 'top_up_refund' and reference is not null;