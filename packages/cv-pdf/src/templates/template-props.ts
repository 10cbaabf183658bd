import type { CvView } from '../cv-view';
import type { Typesetter } from '../typesetter';

export interface PageSize {
  width: number;
  height: number;
  /** The name react-pdf knows the paper by. */
  name: 'A4' | 'LETTER';
}

export interface TemplateProps {
  view: CvView;
  ts: Typesetter;
  page: PageSize;
}
