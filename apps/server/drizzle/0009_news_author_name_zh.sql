ALTER TABLE "news" ADD COLUMN "author_name_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- An install that already published the demo articles gives their byline the Chinese name the
-- seed now gives new installs. Only articles of the editorial account whose byline nobody has
-- written are changed.
UPDATE "news" SET "author_name" = 'Irreplaceable Editorial', "author_name_zh" = '不可替代编辑部'
FROM "users"
WHERE "news"."author_id" = "users"."id"
	AND "users"."email" = 'editorial@irreplaceable.invalid'
	AND "news"."author_name" = ''
	AND "news"."author_name_zh" = '';
