/**
 * The script a work-pool child runs (a process of its own, see work-pool.ts). Each kind of job
 * loads its code the first time it comes, so a child that only reads documents never loads the
 * PDF drawing or the analyst's data, and the reverse.
 */
import type { CvPdfOptions } from '@irreplaceable/cv-pdf/cv-pdf-document';
import type { DocumentJob } from '../documents/read-document';
import type { ServerTasks } from './server-tasks';
import { serveJobs } from './child-runtime';

serveJobs({
  'read-document': async (input: DocumentJob) =>
    (await import('../documents/read-document')).readDocument(input),
  'draw-cv': async (input: CvPdfOptions) =>
    (await import('@irreplaceable/cv-pdf/draw-cv-pdf')).drawCvPdf(input),
  'check-cv': async (input: ServerTasks['check-cv']['input']) =>
    (await import('./analyst-jobs')).checkCvJob(input),
  'analyze-cv': async (input: ServerTasks['analyze-cv']['input']) =>
    (await import('./analyst-jobs')).analyzeCvJob(input),
  'analyze-industry': async (input: ServerTasks['analyze-industry']['input']) =>
    (await import('./analyst-jobs')).analyzeIndustryJob(input),
});
