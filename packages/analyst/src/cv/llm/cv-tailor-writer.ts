import type { TAnalystId, TEngine } from '@irreplaceable/contracts/analysis/analysts';
import type { Language } from '@irreplaceable/contracts/constants';
import type { TCvDocument } from '@irreplaceable/contracts/cv/cv-document';
import type { AnalystConfig } from '../../llm/analyst-config';
import { resolveAnalystModels } from '../../llm/analyst-models';
import { callModel, fallbackReason, type AttemptFailure } from '../../llm/call-model';
import type { ModelCallBudget } from '../../llm/call-budget';
import type { GateListener } from '../../llm/gate/gate-report';
import type { TailoredCv, TailorTarget } from '../tailor-cv';
import { ZModelTailoring } from './cv-tailor-writer-schema';
import { gateTailoring } from './gate-tailoring';
import { deadlineOf, type WaitOptions } from '../../llm/waiting-step';

const ORDER: readonly TAnalystId[] = ['gpt', 'claude', 'gemini', 'deepseek'];

const SYSTEM = [
  'You tailor CVs for Irreplaceable (不可替代), a bilingual careers site. You are given one person’s CV, a target job, and our proposals: an opening summary and, for each job or project, its highlight lines in the order we propose.',
  'Rewrite, do not invent: 1. summary: the person’s profile aimed at the job, 40–90 words, built only from the CV. 2. For every entry, in the same order and with the same id: the same number of lines, each the same line reworded to lead with the action and the result that matter for the job.',
  'Rules: never add an employer, a title, a qualification, a tool or a number the CV does not state; keep every number of a line exactly as written. First person without “I”, no headings.',
].join('\n');

export interface CvTailorWriter {
  readonly label: string | null;
  /** The proposals reworded by the model, or the reason the built-in ones stand. */
  rewrite(
    cv: TCvDocument,
    target: TailorTarget,
    tailored: TailoredCv,
    language: Language,
    options?: WaitOptions,
  ): Promise<{ tailored: TailoredCv } | { fallbackReason: string; fallbackKind?: 'rejected' }>;
}

export function createCvTailorWriter(
  config: AnalystConfig,
  dependencies: {
    onAttemptFailed?: (failure: AttemptFailure) => void;
    /** Told what the gate did to the model's tailoring: lines refused, the whole given back. */
    onTextGated?: GateListener;
    budget?: ModelCallBudget;
  } = {},
): CvTailorWriter {
  const binding = ORDER.map((id) => resolveAnalystModels(config).get(id)).find(Boolean);
  if (!binding)
    return { label: null, rewrite: async () => ({ fallbackReason: 'no model configured' }) };
  return {
    label: binding.label,
    async rewrite(cv, target, tailored, language, options = {}) {
      const entries = tailored.proposals.filter(
        (p): p is Extract<typeof p, { section: 'work' | 'projects' }> =>
          p.section === 'work' || p.section === 'projects',
      );
      const summary = tailored.proposals.find((p) => p.section === 'summary');
      const facts = {
        target_job: target.jobTitle,
        cv: {
          title: cv.basics.label,
          summary: cv.basics.summary,
          work: cv.work,
          education: cv.education,
          skills: cv.skills,
        },
        what_the_cv_shows_for_this_job: tailored.matched,
        proposed_summary: summary?.proposed ?? null,
        entries: entries.map((entry) => ({
          id: entry.id,
          title: entry.title,
          lines: entry.proposed,
        })),
      };
      const result = await callModel({
        binding,
        schema: ZModelTailoring,
        schemaName: 'cv_tailoring',
        system: SYSTEM,
        prompt: [
          `Write in ${language === 'zh' ? 'Simplified Chinese, natively for readers in China' : 'English'}.`,
          'Facts:',
          JSON.stringify(facts, null, 1),
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
      const gated = gateTailoring(cv, tailored, result.value);
      dependencies.onTextGated?.({ ...gated.report, label: binding.label });
      if (!gated.proposals)
        return {
          fallbackReason: `${binding.providerName} stated figures this CV does not hold`,
          fallbackKind: 'rejected',
        };
      const proposals = gated.proposals;
      const engine: TEngine = { kind: 'llm', label: binding.label, fallback_reason: null };
      return { tailored: { ...tailored, proposals, engine } };
    },
  };
}
