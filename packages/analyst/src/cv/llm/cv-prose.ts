import { z } from 'zod';
import type { TAnalystId, TEngine } from '@irreplaceable/contracts/analysis/analysts';
import type { Language } from '@irreplaceable/contracts/constants';
import type { TCvResult } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import type { KnowledgeBase } from '../../knowledge/load-knowledge';
import type { AnalystConfig } from '../../llm/analyst-config';
import { resolveAnalystModels } from '../../llm/analyst-models';
import { callModel, fallbackReason, type AttemptFailure } from '../../llm/call-model';
import type { ModelCallBudget } from '../../llm/call-budget';
import { gateFields, groundOfFacts } from '../../llm/gate/gate-fields';
import type { GateListener, GateReport } from '../../llm/gate/gate-report';
import type { CvProseRecord, CvRecord } from '../cv-record';
import { presentCvRecord } from '../wording/present-cv';
import { deadlineOf, type WaitOptions } from '../../llm/waiting-step';

/** What a model writes for a CV analysis; every figure stays ours. */
export const ZModelCvProse = z.object({
  summary: z.string().min(1).max(2_000),
  roles: z
    .array(
      z.object({
        occupation_code: z.string(),
        why: z.string().min(1).max(1_500),
        gap_plan: z.array(z.string().min(1).max(600)).max(6),
      }),
    )
    .max(12),
});
export type TModelCvProse = z.infer<typeof ZModelCvProse>;

export interface CvWriterDependencies {
  onAttemptFailed?: (failure: AttemptFailure) => void;
  onTextGated?: GateListener;
  /** The deployment's daily allowance of model requests; no cap when absent. */
  budget?: ModelCallBudget;
}

/** The model that writes CV analyses: the first analyst with one, in the characters' order. */
const ORDER: readonly TAnalystId[] = ['gpt', 'claude', 'gemini', 'deepseek'];

export interface CvProseWriter {
  /** The model's label, or null when no model is configured (the analysis is worded by us). */
  readonly label: string | null;
  /**
   * The model's prose for a record, or the reason it could not give one (then the built-in
   * wording stands, and the reason is kept on its engine).
   */
  write(
    record: CvRecord,
    language: Language,
    knowledge: KnowledgeBase,
    options?: WaitOptions,
  ): Promise<{ prose: CvProseRecord } | { fallbackReason: string; fallbackKind?: 'rejected' }>;
}

const SYSTEM = [
  'You are the career analyst of Irreplaceable (不可替代), a bilingual site that shows job seekers how exposed jobs are to AI and which roles fit them.',
  'You are given what we read from one person’s CV and the roles we ranked for them, with every figure. Write the words only:',
  '1. summary: a short paragraph (60–120 words) to the person about what their CV shows and what the ranking means for them.',
  '2. For every role, in the same order and with the same occupation_code: why (40–90 words) explaining the fit from the evidence lines given, and, when gaps are given and a gap plan is asked for, gap_plan with one concrete step per gap (how to build it and show it on a CV); otherwise an empty gap_plan.',
  'Rules: use only the facts and figures given; never invent a number, an employer, a qualification or a source. Quote AI replacement rates, fits, growth and wages exactly as given, and say that employment and wage figures are for the United States. Address the person as “you”. Your own words; no headings.',
].join('\n');

function factsOf(result: TCvResult, withGapPlan: boolean): string {
  const profile = result.profile;
  return JSON.stringify(
    {
      profile: {
        titles: profile.titles.map((t) => ({
          title: t.title,
          occupation: t.occupation_title,
          start: t.start,
          end: t.end,
          kind: t.kind,
        })),
        years_experience: profile.years_experience,
        education: profile.education && {
          level: profile.education.level_label,
          field: profile.education.field,
        },
        languages: profile.languages.map(
          (l) => `${l.name}${l.level_label ? ` (${l.level_label})` : ''}`,
        ),
        software: profile.technologies.map((t) => t.name),
        skills: profile.skills.map((s) => s.name),
      },
      all_us_jobs_change_2024_34_pct: result.all_occupations_change_pct,
      gap_plan_requested: withGapPlan,
      roles: result.roles.map((role) => ({
        occupation_code: role.occupation_code,
        occupation: role.title,
        fit_0_100: role.fit,
        current_occupation: role.is_current,
        needs_you: role.needs_me,
        ai_replacement_rate: role.ai_replacement_rate,
        us_employment_change_2024_34_pct: role.outlook.employment_change_pct,
        us_median_wage_usd: role.outlook.median_wage,
        evidence: role.evidence.map((e) => `CV line ${e.line} "${e.cv_text}" → ${e.matched}`),
        gaps: role.gaps.map((g) => g.name),
      })),
      sources: result.sources.map((s) => s.name),
    },
    null,
    1,
  );
}

/**
 * The model's prose through the gate, against the figures it was shown (the analysis's own):
 * the summary, each role's why and each step of its gap plan.
 */
function gateCvProse(
  model: TModelCvProse,
  facts: TCvResult,
): { model: TModelCvProse | null; report: GateReport } {
  const fields: Record<string, string> = { summary: model.summary };
  model.roles.forEach((role, index) => {
    fields[`why.${index}`] = role.why;
    role.gap_plan.forEach((step, at) => (fields[`gap.${index}.${at}`] = step));
  });
  const { texts, report } = gateFields(
    fields,
    groundOfFacts(
      facts,
      facts.sources.map((source) => source.url),
    ),
    'cv summary',
  );
  if (!texts) return { model: null, report };
  return {
    model: {
      summary: texts.summary!,
      roles: model.roles.map((role, index) => ({
        ...role,
        why: texts[`why.${index}`]!,
        gap_plan: role.gap_plan.map((_, at) => texts[`gap.${index}.${at}`]!).filter(Boolean),
      })),
    },
    report,
  };
}

/** The model's prose, kept only when it covers every role, by code and in order. */
function accept(model: TModelCvProse, record: CvRecord): CvProseRecord['roles'] | null {
  if (model.roles.length !== record.roles.length) return null;
  const roles = model.roles.map((role) => ({
    code: role.occupation_code.trim(),
    why: role.why.trim(),
    gapPlan: [...new Set(role.gap_plan.map((step) => step.trim()).filter(Boolean))],
  }));
  return roles.every((role, index) => role.code === record.roles[index]!.code && role.why)
    ? roles
    : null;
}

export function createCvProseWriter(
  config: AnalystConfig,
  dependencies: CvWriterDependencies = {},
): CvProseWriter {
  const models = resolveAnalystModels(config);
  const binding = ORDER.map((id) => models.get(id)).find((model) => model !== undefined);
  if (!binding) {
    return {
      label: null,
      write: async () => ({ fallbackReason: 'no model configured' }),
    };
  }
  return {
    label: binding.label,
    async write(record, language, knowledge, options = {}) {
      // The facts are our own wording of the record, in the language the model writes.
      const facts = presentCvRecord(record, language, knowledge);
      const result = await callModel({
        binding,
        schema: ZModelCvProse,
        schemaName: 'cv_analysis_prose',
        system: SYSTEM,
        prompt: [
          `Write in ${language === 'zh' ? 'Simplified Chinese, natively for readers in China' : 'English'}.`,
          'Facts:',
          factsOf(facts, record.withGapPlan),
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
      const gated = gateCvProse(result.value, facts);
      dependencies.onTextGated?.({ ...gated.report, label: binding.label });
      if (!gated.model)
        return {
          fallbackReason: `${binding.providerName} stated figures this analysis does not hold`,
          fallbackKind: 'rejected',
        };
      const roles = accept(gated.model, record);
      if (!roles) return { fallbackReason: `${binding.providerName} left out or reordered roles` };
      const engine: TEngine = { kind: 'llm', label: binding.label, fallback_reason: null };
      return {
        prose: {
          language,
          engine,
          summary: gated.model.summary.trim(),
          roles: roles.map((role) => ({
            ...role,
            gapPlan: record.withGapPlan ? role.gapPlan : [],
          })),
        },
      };
    },
  };
}
