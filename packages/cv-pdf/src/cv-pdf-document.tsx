/** @jsxRuntime automatic @jsxImportSource react */
import { Document } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import type { DocumentProps } from '@react-pdf/renderer';
import type { Language } from '@irreplaceable/contracts/constants';
import type { TCvDocument, TCvPaper, TCvTemplate } from '@irreplaceable/contracts/cv/cv-document';
import { toCvView, type CvView } from './cv-view';
import { CompactTemplate } from './templates/compact';
import { ClassicTemplate } from './templates/classic';
import { ModernTemplate } from './templates/modern';
import type { PageSize, TemplateProps } from './templates/template-props';
import { loadTypesetter } from './typesetter';
import { UnsupportedCharactersError } from './unsupported-characters';

export const PAGE_SIZES: Record<TCvPaper, PageSize> = {
  a4: { width: 595.28, height: 841.89, name: 'A4' },
  letter: { width: 612, height: 792, name: 'LETTER' },
};

const TEMPLATES: Record<TCvTemplate, (props: TemplateProps) => ReactElement> = {
  classic: ClassicTemplate,
  modern: ModernTemplate,
  compact: CompactTemplate,
};

export interface CvPdfOptions {
  cv: TCvDocument;
  template: TCvTemplate;
  language: Language;
  paper: TCvPaper;
}

/**
 * The CV as a react-pdf document. The browser turns it into the preview and the download
 * (`pdf(element).toBlob()`), the server into `POST /api/cv/pdf`'s answer (`renderToBuffer`): one
 * drawing, so the two cannot differ.
 */
export async function createCvPdfDocument({
  cv,
  template,
  language,
  paper,
}: CvPdfOptions): Promise<ReactElement<DocumentProps>> {
  const view = toCvView(cv, language);
  const texts = viewTexts(view);
  const ts = await loadTypesetter(...texts);
  // The last guard: whatever reached here unchecked is refused rather than printed as garbage.
  const unsupported = new Set(texts.flatMap((text) => ts.unsupported(text).map((u) => u.text)));
  if (unsupported.size > 0) throw new UnsupportedCharactersError([...unsupported]);
  const Template = TEMPLATES[template];
  const title = view.name
    ? `${view.name} – ${language === 'zh' ? '简历' : 'CV'}`
    : language === 'zh'
      ? '简历'
      : 'CV';
  return (
    <Document
      title={title}
      author={view.name || undefined}
      subject={view.title || undefined}
      creator="Irreplaceable"
      producer="Irreplaceable"
      language={language === 'zh' ? 'zh-CN' : 'en'}
    >
      <Template view={view} ts={ts} page={PAGE_SIZES[paper]} />
    </Document>
  );
}

/** Every text the templates draw from a view. */
export function viewTexts(view: CvView): string[] {
  return [
    view.name,
    view.title,
    ...view.contacts,
    ...view.sections.flatMap((section) => [
      section.heading,
      ...section.items.flatMap((item) => [
        item.title ?? '',
        item.subtitle ?? '',
        item.when ?? '',
        item.text ?? '',
        ...(item.bullets ?? []),
      ]),
    ]),
  ].filter(Boolean);
}
