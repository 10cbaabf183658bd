CREATE TABLE "address_model_pages" (
	"address" text NOT NULL,
	"day" text NOT NULL,
	"pages" integer NOT NULL,
	CONSTRAINT "address_model_pages_address_day_pk" PRIMARY KEY("address","day")
);
--> statement-breakpoint
CREATE TABLE "model_call_days" (
	"day" text PRIMARY KEY NOT NULL,
	"calls" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "without_model_reason" text;