import type { CvPdfOptions } from '@irreplaceable/cv-pdf/cv-pdf-document';
import type { DrawCvAnswer } from '@irreplaceable/cv-pdf/draw-cv-pdf';
import type { ExtractionAnswer } from '../documents/document-kinds';
import type { DocumentJob } from '../documents/read-document';
import type { WorkPool } from './work-pool';

/** The server's heavy work: what each kind of job is given and answers. */
export type ServerTasks = {
  'read-document': { input: DocumentJob; output: ExtractionAnswer };
  'draw-cv': { input: CvPdfOptions; output: DrawCvAnswer };
};

export type ServerWorkPool = WorkPool<ServerTasks>;
