CREATE TABLE "private_file_removals" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analysis_files" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "analysis_files" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "analysis_files" ADD COLUMN "sha256" text;--> statement-breakpoint
CREATE INDEX "private_file_removals_due_idx" ON "private_file_removals" USING btree ("due_at");--> statement-breakpoint
ALTER TABLE "analysis_files" ADD CONSTRAINT "analysis_files_storage_key_unique" UNIQUE("storage_key");--> statement-breakpoint
ALTER TABLE "analysis_files" ADD CONSTRAINT "analysis_files_stored_check" CHECK ("analysis_files"."storage_key" is not null or "analysis_files"."bytes" is not null);