import { z } from 'zod';

/**
 * The eight phase-2 categories, in the order the questions are asked (spec 001 section 3). The
 * key is stable; the names are what the app shows in each language.
 */
export const ASSESSMENT_CATEGORIES = [
  'curiosity',
  'motivation',
  'values',
  'talent',
  'structured_thinking',
  'empathy',
  'adaptability',
  'compatibility',
] as const;
export const ZAssessmentCategory = z.enum(ASSESSMENT_CATEGORIES);
export type TAssessmentCategory = z.infer<typeof ZAssessmentCategory>;

export const ASSESSMENT_CATEGORY_NAMES: Record<TAssessmentCategory, { en: string; zh: string }> = {
  curiosity: { en: 'Curiosity-driven Thinking', zh: '好奇心驱动的思考' },
  motivation: { en: 'Intrinsic Motivation', zh: '内在动机' },
  values: { en: 'Value/Goal Alignment', zh: '价值观与目标契合' },
  talent: { en: 'Natural Talent & Instincts', zh: '天赋与直觉' },
  structured_thinking: {
    en: 'Structured Thinking & Decision-Making',
    zh: '结构化思维与决策',
  },
  empathy: { en: 'Empathy and Communication', zh: '共情与沟通' },
  adaptability: { en: 'Adaptability and Growth Potential', zh: '适应力与成长潜力' },
  compatibility: { en: 'Real-life Compatibility', zh: '现实条件契合度' },
};

/** One category's score, 0 to 100, from the options the user chose in it. */
export const ZCategoryScore = z.object({
  category: ZAssessmentCategory,
  name: z.string(),
  score: z.number().int().min(0).max(100),
  answered: z.number().int().min(0),
});
export type TCategoryScore = z.infer<typeof ZCategoryScore>;
