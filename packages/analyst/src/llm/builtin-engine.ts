import type { TJobAnalysis } from '@irreplaceable/contracts/analysis/job-analysis';
import type { AnalyzeJobInput } from '../analysis/analyze-job';
import type { KnowledgeBase } from '../knowledge/load-knowledge';

/** What the analyst is asked about: a title and the occupations the matcher found for it. */
export type JobInput = AnalyzeJobInput;

/** The built-in analyst's signature (analysis/analyze-job.ts), injectable for tests. */
export type BuiltinAnalyze = (input: JobInput, knowledge?: KnowledgeBase) => TJobAnalysis;
