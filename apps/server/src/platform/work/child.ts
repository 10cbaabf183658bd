/**
 * The script a work-pool child runs (a process of its own, see work-pool.ts). Each kind of job
 * loads its code the first time it comes, so a child that only reads documents never loads the
 * PDF drawing, and the reverse.
 */
import type { CvPdfOptions } from '@irreplaceable/cv-pdf/cv-pdf-document';
import type { DocumentJob } from '../documents/read-document';
import { serveJobs } from './child-runtime';

serveJobs({
  'read-document': async (input: DocumentJob) =>
    (await import('../documents/read-document')).readDocument(input),
  'draw-cv': async (input: CvPdfOptions) =>
    (await import('@irreplaceable/cv-pdf/draw-cv-pdf')).drawCvPdf(input),
});
