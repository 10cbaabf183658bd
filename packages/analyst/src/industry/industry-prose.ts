import { z } from 'zod';
import type { TAnalystId, TEngine } from '@irreplaceable/contracts/analysis/analysts';
import type { Language } from '@irreplaceable/contracts/constants';
import type { TIndustryResult } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import type { KnowledgeBase } from '../knowledge/load-knowledge';
import type { AnalystConfig } from '../llm/analyst-config';
import { resolveAnalystModels } from '../llm/analyst-models';
import { callModel, fallbackReason, type AttemptFailure } from '../llm/call-model';
import type { ModelCallBudget } from '../llm/call-budget';
import { gateFields, groundOfFacts } from '../llm/gate/gate-fields';
import type { GateListener } from '../llm/gate/gate-report';
import type { IndustryBase } from './industry-base';
import type { IndustryProseRecord, IndustryRecord } from './industry-record';
import { presentIndustryRecord } from './present-industry';
import { deadlineOf, type WaitOptions } from '../llm/waiting-step';

/** What a model writes for an industry analysis; every figure stays ours. */
export const ZModelIndustryProse = z.object({
  summary: z.string().min(1).max(2_500),
  /** Empty when no person was given. */
  personal: z.string().max(1_500),
});
export type TModelIndustryProse = z.infer<typeof ZModelIndustryProse>;

const ORDER: readonly TAnalystId[] = ['gpt', 'claude', 'gemini', 'deepseek'];

export interface IndustryProseWriter {
  /** The model's label, or null when no model is configured (the analysis is worded by us). */
  readonly label: string | null;
  write(
    record: IndustryRecord,
    language: Language,
    knowledge: KnowledgeBase,
    base: IndustryBase,
    options?: WaitOptions,
  ): Promise<
    { prose: IndustryProseRecord } | { fallbackReason: string; fallbackKind?: 'rejected' }
  >;
}

const SYSTEM = [
  'You are the career analyst of Irreplaceable (不可替代), a bilingual site that shows job seekers how exposed jobs are to AI.',
  'You are given our analysis of one industry for a person thinking of entering it, with every figure. Write the words only:',
  '1. summary: one paragraph (90–160 words) on who works in the industry, how exposed those jobs are to AI (our employment-weighted rate and the published AIIE), what grows and shrinks, and where newcomers get in.',
  '2. personal: when a person is given, one paragraph (50–110 words) to them: where they would fit, what carries over and what to learn first; otherwise an empty string.',
  'Rules: use only the facts and figures given; never invent a number, a company or a source. Quote figures exactly as given, say that employment and wages are U.S. figures, say which industry the staffing comes from (industry.staffing: the ten largest occupations of a four-digit industry are not its whole mix), and when industry.uncounted_self_employed is true that self-employed app workers are not counted. Your own words; no headings.',
].join('\n');

function factsOf(result: TIndustryResult): string {
  return JSON.stringify(
    {
      industry: result.industry,
      employment_us: result.employment,
      china_gbt_section_whole: result.china_section,
      ai_replacement_rate_weighted: result.ai_replacement_rate,
      share_of_workers_highly_exposed_pct: result.highly_exposed_share_pct,
      highly_exposed_from_rate: result.highly_exposed_threshold,
      all_sectors: result.sector_rates.map((s) => `${s.name}: ${s.ai_replacement_rate}`),
      aiie: result.aiie,
      largest_occupations: result.occupations.slice(0, 8).map((o) => ({
        title: o.title,
        share_pct: o.employment_share,
        ai_rate: o.ai_replacement_rate,
        growth_2024_34_pct: o.growth_pct,
      })),
      growing: result.growing,
      shrinking: result.shrinking,
      bls_factors: result.factors.map((f) => f.text),
      entry_points: result.entry_points,
      occupations_by_code: Object.fromEntries(
        result.occupations.map((o) => [o.occupation_code, o.title]),
      ),
      person: result.personal,
      sources: result.sources.map((s) => s.name),
    },
    null,
    1,
  );
}

export function createIndustryProseWriter(
  config: AnalystConfig,
  dependencies: {
    onAttemptFailed?: (failure: AttemptFailure) => void;
    onTextGated?: GateListener;
    budget?: ModelCallBudget;
  } = {},
): IndustryProseWriter {
  const models = resolveAnalystModels(config);
  const binding = ORDER.map((id) => models.get(id)).find((model) => model !== undefined);
  if (!binding) {
    return { label: null, write: async () => ({ fallbackReason: 'no model configured' }) };
  }
  return {
    label: binding.label,
    async write(record, language, knowledge, base, options = {}) {
      const facts = presentIndustryRecord(record, language, knowledge, base);
      const result = await callModel({
        binding,
        schema: ZModelIndustryProse,
        schemaName: 'industry_analysis_prose',
        system: SYSTEM,
        prompt: [
          `Write in ${language === 'zh' ? 'Simplified Chinese, natively for readers in China' : 'English'}.`,
          'Facts:',
          factsOf(facts),
        ].join('\n'),
        // A person is waiting: past the interactive budget, counted from the start of their
        // step, the built-in text answers, labelled.
        timeoutMs: Math.min(config.timeoutMs, config.interactiveTimeoutMs),
        deadline: deadlineOf(options.step, config.interactiveTimeoutMs),
        signal: options.signal,
        budget: dependencies.budget,
        onAttemptFailed: dependencies.onAttemptFailed,
      });
      if (!result.ok) return { fallbackReason: fallbackReason(binding, result) };
      // Checked against the figures the model was shown, which are the analysis's own.
      const gated = gateFields(
        { summary: result.value.summary, personal: result.value.personal },
        groundOfFacts(
          facts,
          facts.sources.map((source) => source.url),
        ),
        'industry summary',
      );
      dependencies.onTextGated?.({ ...gated.report, label: binding.label });
      if (!gated.texts)
        return {
          fallbackReason: `${binding.providerName} stated figures this analysis does not hold`,
          fallbackKind: 'rejected',
        };
      const personal = gated.texts.personal.trim();
      if (record.personal && personal === '') {
        return { fallbackReason: `${binding.providerName} left out the personal part` };
      }
      const engine: TEngine = { kind: 'llm', label: binding.label, fallback_reason: null };
      return {
        prose: {
          language,
          engine,
          summary: gated.texts.summary.trim(),
          personal: record.personal ? personal : null,
        },
      };
    },
  };
}
