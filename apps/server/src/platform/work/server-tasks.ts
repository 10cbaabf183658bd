import type { CvPdfOptions } from '@irreplaceable/cv-pdf/cv-pdf-document';
import type { DrawCvAnswer } from '@irreplaceable/cv-pdf/draw-cv-pdf';
import type { AnalyzeCvOutcome } from '@irreplaceable/analyst/cv/analyze-cv';
import type { YearMonth } from '@irreplaceable/analyst/cv/date-ranges';
import type { IndustryRecord } from '@irreplaceable/analyst/industry/industry-record';
import type { ExtractionAnswer } from '../documents/document-kinds';
import type { DocumentJob } from '../documents/read-document';
import type { CvAnalysisJob, CvCheck, IndustryAnalysisJob } from './analyst-jobs';
import type { WorkPool } from './work-pool';

/** The server's heavy work on files: what each kind of job is given and answers. */
export type DocumentTasks = {
  'read-document': { input: DocumentJob; output: ExtractionAnswer };
  'draw-cv': { input: CvPdfOptions; output: DrawCvAnswer };
};

/** The built-in analyst's work: reading a CV, analysing a CV or an industry. */
export type AnalystTasks = {
  'check-cv': { input: { text: string; asOf: YearMonth }; output: CvCheck };
  'analyze-cv': { input: CvAnalysisJob; output: AnalyzeCvOutcome };
  'analyze-industry': { input: IndustryAnalysisJob; output: IndustryRecord };
};

/** Every kind of job a child process can do. */
export type ServerTasks = DocumentTasks & AnalystTasks;

/** The pool that reads and draws files: children that start small and hold no data. */
export type ServerWorkPool = WorkPool<DocumentTasks>;

/**
 * The analyst's own pool: its children keep the knowledge data they loaded for their next job,
 * so that reading a file (held to a smaller memory limit) never makes them throw it away.
 */
export type AnalystWorkPool = WorkPool<AnalystTasks>;
