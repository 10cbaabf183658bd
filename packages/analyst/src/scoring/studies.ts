import type { TStudyId } from '@irreplaceable/contracts/analysis/job-analysis';
import type { OccupationRecord } from '../knowledge/types';

export interface StudyDefinition {
  id: TStudyId;
  /**
   * `share`: the figure is already a 0–1 share or probability and is used as it is. `rank`: the
   * figure is on a scale of its own (a standardised score, an applicability score, a usage share),
   * so the occupation's percentile in that study is mapped onto the GPT-4 β scale.
   */
  scale: 'share' | 'rank';
  /** Share of the rate this study carries when every study covers the occupation. */
  weight: number;
  /**
   * Shown beside the rate and never part of it, not even under the thin-coverage rule, so it
   * can neither move a rate nor give an occupation one on its own.
   */
  isShownOnly?: boolean;
  /** The study's own figure for an occupation, or null where it has none. */
  value: (occupation: OccupationRecord) => number | null;
  name: { en: string; zh: string };
  /** What the raw figure means, for the sources panel. */
  unit: { en: string; zh: string };
}

/**
 * The research behind the rate, with its weights (they sum to 1).
 * - Task-level exposure to language models carries most: GPTs-are-GPTs rated by GPT-4 (0.30) and
 *   by people (0.15), and Microsoft's applicability measured from real Copilot use (0.30).
 * - Frey and Osborne (0.25) is the one study that estimates replacement by any technology,
 *   robots included, rather than exposure to language models.
 * - The two AIOE measures and Anthropic's usage share are shown beside the rate with no weight.
 *   The AIOE scores measure how far an occupation's abilities overlap with what AI can do, which
 *   places surgeons and preschool teachers among the most exposed; the usage share counts the
 *   conversations of one chatbot's users, which follows who uses it as much as what it can do.
 * Among the weightings that place the anchor occupations where the task-level studies agree
 * they belong, these keep the rate's rank correlation with every study highest (agreement.ts).
 * Changing a weight means a new FORMULA_VERSION.
 */
export const STUDIES: readonly StudyDefinition[] = [
  {
    id: 'gpts_gpt4_beta',
    scale: 'share',
    weight: 0.3,
    value: (o) => o.exposure.gpts?.gpt4.beta ?? null,
    name: { en: 'GPTs are GPTs (GPT-4 rating, β)', zh: 'GPTs are GPTs（GPT-4 评分，β）' },
    unit: { en: 'share of tasks exposed', zh: '受影响任务占比' },
  },
  {
    id: 'gpts_human_beta',
    scale: 'share',
    weight: 0.15,
    value: (o) => o.exposure.gpts?.human.beta ?? null,
    name: { en: 'GPTs are GPTs (human rating, β)', zh: 'GPTs are GPTs（人工评分，β）' },
    unit: { en: 'share of tasks exposed', zh: '受影响任务占比' },
  },
  {
    id: 'microsoft_applicability',
    scale: 'rank',
    weight: 0.3,
    value: (o) => o.exposure.microsoft?.value ?? null,
    name: { en: 'Microsoft: Working with AI', zh: '微软：与 AI 共事' },
    unit: { en: 'AI applicability score', zh: 'AI 适用度得分' },
  },
  {
    id: 'lm_aioe',
    scale: 'rank',
    weight: 0,
    value: (o) => o.exposure.lmAioe?.value ?? null,
    name: { en: 'Language-model AIOE (Felten et al.)', zh: '语言模型 AI 职业暴露度（Felten 等）' },
    unit: { en: 'standardised exposure', zh: '标准化暴露度' },
  },
  {
    id: 'frey_osborne',
    scale: 'share',
    weight: 0.25,
    value: (o) => o.exposure.freyOsborne?.value ?? null,
    name: { en: 'Frey & Osborne (2013)', zh: 'Frey 与 Osborne（2013）' },
    unit: { en: 'probability of computerisation', zh: '被计算机化的概率' },
  },
  {
    id: 'aioe',
    scale: 'rank',
    weight: 0,
    value: (o) => o.exposure.aioe?.value ?? null,
    name: { en: 'AI Occupational Exposure (Felten et al.)', zh: 'AI 职业暴露度（Felten 等）' },
    unit: { en: 'standardised exposure', zh: '标准化暴露度' },
  },
  {
    id: 'anthropic_usage',
    scale: 'rank',
    weight: 0,
    value: (o) => o.exposure.anthropic?.sharePct ?? null,
    name: { en: 'Anthropic Economic Index (2025-02)', zh: 'Anthropic 经济指数（2025-02）' },
    unit: { en: 'share of Claude conversations, %', zh: 'Claude 对话占比（%）' },
  },
  // The ILO's score is GPT-4's rating of ISCO-08 task lists, 436 groups carried to O*NET codes
  // through two crosswalks (253 occupations get a mean of several groups). It orders occupations
  // much as GPT-4 β does (ρ 0.74), so weighting it would count GPT-4's judgement twice, and alone it
  // would rate residual "All Other" codes from averages of unrelated groups (npm run report:ilo).
  {
    id: 'ilo_genai',
    scale: 'rank',
    weight: 0,
    isShownOnly: true,
    value: (o) => o.exposure.ilo?.value ?? null,
    name: {
      en: 'ILO: Generative AI and jobs (Gmyrek et al.)',
      zh: '国际劳工组织：生成式 AI 与就业（Gmyrek 等）',
    },
    unit: { en: 'mean task exposure score', zh: '任务平均暴露得分' },
  },
];
