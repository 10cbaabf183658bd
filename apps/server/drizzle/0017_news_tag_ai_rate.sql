-- The seeded article on reading the rate was tagged "AI 暴露度" in Chinese; the page's figure is
-- AI 替代率 (暴露度 is the studies' word). Only the editorial account's articles are changed: a tag
-- an administrator chose for an article of their own stays as they wrote it.
UPDATE "news" SET "tags_zh" = (
	SELECT jsonb_agg(CASE WHEN "tag" = 'AI 暴露度' THEN 'AI 替代率' ELSE "tag" END ORDER BY "position")
	FROM jsonb_array_elements_text("news"."tags_zh") WITH ORDINALITY AS "tags"("tag", "position")
)
FROM "users"
WHERE "news"."tags_zh" @> '["AI 暴露度"]'::jsonb
	AND "news"."author_id" = "users"."id"
	AND "users"."email" = 'editorial@irreplaceable.invalid';
