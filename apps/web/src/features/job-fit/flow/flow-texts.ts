import type { TInterimSummary } from '@irreplaceable/contracts/assessments/assessment';
import { i18n } from '../../../shared/i18n/i18n';
import type { TPhase1Prompt } from '../store/session-types';

/** The job-fit texts in the interface language of the moment, for code outside components. */
export function jobFitT() {
  return i18n.getFixedT(null, 'jobFit');
}

const FALLBACK_KEYS = {
  1: {
    text: 'phase1.fallback.q1.text',
    options: ['phase1.fallback.q1.a', 'phase1.fallback.q1.b', 'phase1.fallback.q1.c'],
  },
  2: {
    text: 'phase1.fallback.q2.text',
    options: ['phase1.fallback.q2.a', 'phase1.fallback.q2.b', 'phase1.fallback.q2.c'],
  },
  3: {
    text: 'phase1.fallback.q3.text',
    options: ['phase1.fallback.q3.a', 'phase1.fallback.q3.b', 'phase1.fallback.q3.c'],
  },
} as const;

/**
 * The built-in phase-1 question when the server's cannot be had (spec 001 section 8): the
 * conversation goes on, and the answers are sent all the same.
 */
export function fallbackPhase1Question(number: 1 | 2 | 3, jobTitle: string): TPhase1Prompt {
  const t = jobFitT();
  const keys = FALLBACK_KEYS[number];
  return {
    phase: 1,
    number,
    text: t(keys.text, { job: jobTitle }),
    options: keys.options.map((key) => t(key)),
    isFallback: true,
  };
}

/** The interim summary as one markdown message: headline, the text, strengths and watch points. */
export function interimSummaryMarkdown(summary: TInterimSummary): string {
  const t = jobFitT();
  const list = (items: string[]) => items.map((item) => `- ${item}`).join('\n');
  const parts = [`**${summary.headline}**`, summary.summary];
  if (summary.strengths.length > 0) {
    parts.push(`**${t('phase3.strengths')}**\n\n${list(summary.strengths)}`);
  }
  if (summary.watch_points.length > 0) {
    parts.push(`**${t('phase3.watchPoints')}**\n\n${list(summary.watch_points)}`);
  }
  return parts.join('\n\n');
}
