CREATE TABLE "news_views" (
	"news_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "news_views_news_id_viewer_day_pk" PRIMARY KEY("news_id","viewer","day")
);
--> statement-breakpoint
ALTER TABLE "news_views" ADD CONSTRAINT "news_views_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_views_day_idx" ON "news_views" USING btree ("day");