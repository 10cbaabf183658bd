ALTER TABLE "news" ADD COLUMN "tags_zh" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- An install that already published the demo articles gives them the Chinese tags the seed now
-- gives new installs. They are found by English title and the editorial account, so an article
-- whose title an admin has changed is left as it is.
UPDATE "news" SET "tags_zh" = "seeded"."tags_zh"
FROM (VALUES
	('Tasks, not jobs: how AI really changes work', '["人工智能", "未来工作", "任务"]'::jsonb),
	('How to read an AI exposure score without panicking', '["AI 暴露度", "研究", "方法论"]'::jsonb),
	('Translators have been here before', '["翻译", "语言", "转行"]'::jsonb),
	('Why nurses are among the hardest workers to replace', '["医疗", "护理", "软技能"]'::jsonb),
	('Customer service after the chatbot', '["客户服务", "聊天机器人", "效率"]'::jsonb),
	('Managing a team that includes software agents', '["管理", "AI 智能体", "团队"]'::jsonb),
	('What job postings ask for now', '["招聘", "技能", "就业市场"]'::jsonb),
	('Junior developers and the AI pair programmer', '["软件", "开发者", "职场新人"]'::jsonb),
	('The accountant''s new week', '["会计", "财务", "自动化"]'::jsonb),
	('The trades and the stubborn physical world', '["技术工种", "电工", "体力劳动"]'::jsonb),
	('Designers and the flood of generated images', '["设计", "生成式 AI", "创意工作"]'::jsonb),
	('A learning plan for mid-career workers who feel behind', '["学习", "职场中年", "技能重塑"]'::jsonb)
) AS "seeded"("title_en", "tags_zh"), "users"
WHERE "news"."title_en" = "seeded"."title_en"
	AND "news"."author_id" = "users"."id"
	AND "users"."email" = 'editorial@irreplaceable.invalid';