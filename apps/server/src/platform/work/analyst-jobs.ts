/**
 * The built-in analyst's heavy work, as jobs of the work pool: a CV's analysis and an industry's.
 * They run in a child process, never on the thread that answers requests; the knowledge data and
 * the industry data are loaded the first time a child needs them and kept for the child's life,
 * so a child that analyses one CV after another reads them once.
 */
import { analyzeCv, type AnalyzeCvOutcome } from '@irreplaceable/analyst/cv/analyze-cv';
import { cvHeadline } from '@irreplaceable/analyst/cv/cv-headline';
import { judgeCv } from '@irreplaceable/analyst/cv/cv-verdict';
import type { YearMonth } from '@irreplaceable/analyst/cv/date-ranges';
import { cvReader, readCv } from '@irreplaceable/analyst/cv/read-cv';
import { analyzeIndustry, type PersonSide } from '@irreplaceable/analyst/industry/analyze-industry';
import { loadIndustries } from '@irreplaceable/analyst/industry/industry-base';
import type { IndustryRecord } from '@irreplaceable/analyst/industry/industry-record';
import { loadKnowledge } from '@irreplaceable/analyst/knowledge/load-knowledge';

/** Whether a text is a CV, read before anything is charged: its headline when it is. */
export type CvCheck =
  { kind: 'cv'; headline: string | null } | { kind: 'empty' } | { kind: 'not_a_cv' };

/** A CV analysis: the CV's text and what `analyzeCv` is told. */
export interface CvAnalysisJob {
  text: string;
  asOf: YearMonth;
  withGapPlan: boolean;
}

/** An industry analysis: the industry's code, the month it is made in, and the person's side. */
export interface IndustryAnalysisJob {
  industryCode: string;
  asOf: string;
  person: PersonSide;
}

export function checkCvJob(job: { text: string; asOf: YearMonth }): CvCheck {
  const reading = readCv(job.text, job.asOf, cvReader(loadKnowledge()));
  const verdict = judgeCv(job.text, reading, job.asOf);
  if (verdict.kind !== 'cv') return verdict;
  return { kind: 'cv', headline: cvHeadline(reading) };
}

export function analyzeCvJob(job: CvAnalysisJob): AnalyzeCvOutcome {
  return analyzeCv(job.text, loadKnowledge(), { asOf: job.asOf, withGapPlan: job.withGapPlan });
}

export function analyzeIndustryJob(job: IndustryAnalysisJob): IndustryRecord {
  return analyzeIndustry(job.industryCode, loadKnowledge(), loadIndustries(), {
    asOf: job.asOf,
    person: job.person,
  });
}
