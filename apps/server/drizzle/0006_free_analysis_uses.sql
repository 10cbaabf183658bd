CREATE TABLE "analysis_free_uses" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"analysis_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_free_uses_user_id_kind_day_pk" PRIMARY KEY("user_id","kind","day")
);
--> statement-breakpoint
DROP INDEX "personal_analyses_free_day_idx";--> statement-breakpoint
ALTER TABLE "analysis_free_uses" ADD CONSTRAINT "analysis_free_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_free_uses_analysis_idx" ON "analysis_free_uses" USING btree ("analysis_id");--> statement-breakpoint
INSERT INTO "analysis_free_uses" ("user_id", "kind", "day", "analysis_id", "created_at")
SELECT "user_id", "kind", "free_day", "id", "created_at" FROM "personal_analyses" WHERE "free_day" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "personal_analyses" DROP COLUMN "free_day";