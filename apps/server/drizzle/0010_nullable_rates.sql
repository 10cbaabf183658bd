ALTER TABLE "job_score_history" ALTER COLUMN "ai_replacement_rate" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "ai_replacement_rate" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "human_irreplaceability" DROP NOT NULL;--> statement-breakpoint
-- Pages of occupations that no study covers were stored with a neutral 50 as their rate. They now
-- carry no rate, with the reason beside it, as the analyst writes them today.
UPDATE "jobs" SET
	"ai_replacement_rate" = NULL,
	"human_irreplaceability" = NULL,
	"analysis" = "analysis" || '{"ai_replacement_rate": null, "human_irreplaceability": null, "rate_unknown_reason": "no_study_coverage"}'::jsonb
WHERE ("analysis" #>> '{evidence,studies_available}')::int = 0;--> statement-breakpoint
-- Their recorded history held the same stand-in.
UPDATE "job_score_history" SET "ai_replacement_rate" = NULL
FROM "jobs"
WHERE "job_score_history"."job_id" = "jobs"."id"
	AND "jobs"."ai_replacement_rate" IS NULL
	AND "job_score_history"."ai_replacement_rate" = 50;--> statement-breakpoint
UPDATE "jobs" SET "analysis" = "analysis" || '{"rate_unknown_reason": null}'::jsonb
WHERE "analysis" -> 'rate_unknown_reason' IS NULL;--> statement-breakpoint
-- A demand index of 50 stood in where BLS publishes no projections; the built-in reading says so.
UPDATE "jobs" SET "analysis" = jsonb_set(
	jsonb_set(
		"analysis",
		'{content,en,demand_index}',
		("analysis" #> '{content,en,demand_index}') || '{"score": null, "unknown_reason": "no_projections"}'::jsonb
	),
	'{content,zh,demand_index}',
	("analysis" #> '{content,zh,demand_index}') || '{"score": null, "unknown_reason": "no_projections"}'::jsonb
)
WHERE "analysis" #>> '{content,en,demand_index,reading}' LIKE 'BLS publishes no employment projections%'
	OR "analysis" #>> '{content,zh,demand_index,reading}' LIKE '美国劳工统计局没有公布%就业预测%';
