CREATE TABLE "analysis_files" (
	"analysis_id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"rewarded_credits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "feedback_rating_check" CHECK ("feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "personal_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"stage" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb,
	"error_code" text,
	"credits_charged" integer DEFAULT 0 NOT NULL,
	"free_day" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "analysis_files" ADD CONSTRAINT "analysis_files_analysis_id_personal_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."personal_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_analyses" ADD CONSTRAINT "personal_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_user_subject_idx" ON "feedback" USING btree ("user_id","subject","subject_id");--> statement-breakpoint
CREATE INDEX "feedback_subject_created_idx" ON "feedback" USING btree ("subject","created_at");--> statement-breakpoint
CREATE INDEX "personal_analyses_user_kind_created_idx" ON "personal_analyses" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "personal_analyses_status_idx" ON "personal_analyses" USING btree ("status");--> statement-breakpoint
CREATE INDEX "personal_analyses_expires_idx" ON "personal_analyses" USING btree ("expires_at") WHERE expires_at is not null and erased_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "personal_analyses_free_day_idx" ON "personal_analyses" USING btree ("user_id","kind","free_day") WHERE free_day is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_feedback_reward_idx" ON "credit_ledger" USING btree ("user_id","reference") WHERE reason = 'feedback_reward';