CREATE TABLE "generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_key" text NOT NULL,
	"title" text NOT NULL,
	"title_zh" text NOT NULL,
	"occupations" jsonb NOT NULL,
	"model_name" text DEFAULT 'gpt' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"stage" text DEFAULT 'queued' NOT NULL,
	"error_message" text,
	"job_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"engine" jsonb,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "job_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" integer NOT NULL,
	"provider" text NOT NULL,
	"language" text NOT NULL,
	"review" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_score_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" integer NOT NULL,
	"ai_replacement_rate" integer NOT NULL,
	"formula_version" text NOT NULL,
	"data_version" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title_key" text NOT NULL,
	"title" text NOT NULL,
	"title_zh" text NOT NULL,
	"category_id" text NOT NULL,
	"primary_code" text NOT NULL,
	"occupations" jsonb NOT NULL,
	"ai_replacement_rate" integer NOT NULL,
	"human_irreplaceability" integer NOT NULL,
	"analysis" jsonb NOT NULL,
	"model_name" text DEFAULT 'gpt' NOT NULL,
	"formula_version" text NOT NULL,
	"data_version" text NOT NULL,
	"search_popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" text NOT NULL,
	"client_task_id" text,
	"client_id" text,
	"user_id" uuid,
	"ip" text NOT NULL,
	"query" text NOT NULL,
	"canonical_title" text NOT NULL,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"search_result" jsonb NOT NULL,
	"generation_ids" jsonb NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reviews" ADD CONSTRAINT "job_reviews_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_score_history" ADD CONSTRAINT "job_score_history_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_tasks" ADD CONSTRAINT "search_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "generations_active_title_idx" ON "generations" USING btree ("title_key") WHERE status in ('queued', 'generating');--> statement-breakpoint
CREATE INDEX "generations_status_idx" ON "generations" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_reviews_job_provider_language_idx" ON "job_reviews" USING btree ("job_id","provider","language");--> statement-breakpoint
CREATE INDEX "job_score_history_job_idx" ON "job_score_history" USING btree ("job_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_title_key_idx" ON "jobs" USING btree ("title_key");--> statement-breakpoint
CREATE INDEX "jobs_primary_code_idx" ON "jobs" USING btree ("primary_code");--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_tasks_connection_idx" ON "search_tasks" USING btree ("connection_id","created_at");--> statement-breakpoint
CREATE INDEX "search_tasks_user_day_idx" ON "search_tasks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "search_tasks_ip_day_idx" ON "search_tasks" USING btree ("ip","created_at");