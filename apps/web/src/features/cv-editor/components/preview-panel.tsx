import { Alert, Group, Loader, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@irreplaceable/contracts/constants';
import { CV_EDITOR } from '@irreplaceable/contracts/constants';
import type { TCvDocument, TCvPaper, TCvTemplate } from '@irreplaceable/contracts/cv/cv-document';
import type { TCvLength } from '../utils/cv-pdf-file';
import { PdfPages } from './pdf-pages';
import classes from './cv-editor.module.css';

/** Waits for typing to pause before drawing again. */
const DRAW_DELAY_MS = 450;

export type TDrawnPdf = { blob: Blob; key: string; length: TCvLength };

type TPreviewPanelProps = {
  /** The CV when every field is within its limits; null while a field is wrong. */
  cv: TCvDocument | null;
  /**
   * Whether the PDF can draw every character of the CV: null while that is being checked. The
   * preview waits for the check and draws nothing the export would refuse.
   */
  drawable: boolean | null;
  template: TCvTemplate;
  paper: TCvPaper;
  language: Language;
  onLayout: (layout: { template?: TCvTemplate; paper?: TCvPaper; language?: Language }) => void;
  /** The drawn PDF, for the download button: the very bytes the preview shows. */
  onDrawn: (pdf: TDrawnPdf | null) => void;
  /** How long the CV is, each time it is measured for its layout. */
  onLength: (length: TCvLength) => void;
};

let fontsReady = false;

/** The PDF as it will be exported, drawn in this browser: nothing leaves it for a preview. */
export function PreviewPanel({
  cv,
  drawable,
  template,
  paper,
  language,
  onLayout,
  onDrawn,
  onLength,
}: TPreviewPanelProps) {
  const { t } = useTranslation('cvEditor');
  const [drawn, setDrawn] = useState<TDrawnPdf | null>(null);
  const [state, setState] = useState<'idle' | 'drawing' | 'failed'>('idle');
  const [length, setLength] = useState<TCvLength | null>(null);
  const key = cv && drawable ? JSON.stringify([cv, template, paper, language]) : null;

  useEffect(() => {
    if (!cv || key === null) return;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      setState('drawing');
      try {
        const { drawMeasuredCvPdf } = await import('../utils/cv-pdf-file');
        const measured = await drawMeasuredCvPdf({ cv, template, paper, language });
        fontsReady = true;
        if (cancelled) return;
        setLength(measured.length);
        onLength(measured.length);
        // Far past the page limit, the CV is not drawn at all (as the server's export refuses it).
        const next = measured.blob ? { blob: measured.blob, key, length: measured.length } : null;
        setDrawn(next);
        onDrawn(next);
        setState('idle');
      } catch (error) {
        console.error('CV preview', error);
        if (!cancelled) setState('failed');
      }
    }, DRAW_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
    // `key` stands for the CV and its layout.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (drawn && drawn.key !== key) onDrawn(null);
  }, [drawn, key, onDrawn]);

  // The last measure stays shown while the next drawing is made, as the last drawing does.
  const shown = length;
  const over = shown !== null && shown.pages > CV_EDITOR.exportMaxPages;

  return (
    <Stack gap="sm" className={classes.preview}>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <SegmentedControl
          aria-label={t('preview.template')}
          size="xs"
          value={template}
          onChange={(value) => onLayout({ template: value as TCvTemplate })}
          data={CV_EDITOR.templates.map((id) => ({
            value: id,
            label: t(`preview.templates.${id}`),
          }))}
        />
        <SegmentedControl
          aria-label={t('preview.paper')}
          size="xs"
          value={paper}
          onChange={(value) => onLayout({ paper: value as TCvPaper })}
          data={CV_EDITOR.papers.map((id) => ({ value: id, label: t(`preview.papers.${id}`) }))}
        />
        {shown ? (
          <Text size="xs" c={over ? 'red.8' : 'dimmed'} fw={over ? 600 : 400} role="status">
            {t(shown.exact ? 'preview.pages' : 'preview.pagesAtLeast', {
              count: shown.pages,
              max: CV_EDITOR.exportMaxPages,
            })}
          </Text>
        ) : null}
        <Select
          aria-label={t('preview.language')}
          size="xs"
          w={110}
          allowDeselect={false}
          value={language}
          onChange={(value) => value && onLayout({ language: value as Language })}
          data={(['en', 'zh'] as const).map((id) => ({
            value: id,
            label: t(`preview.languages.${id}`),
          }))}
        />
      </Group>
      <div className={classes.sheet} aria-busy={state === 'drawing'}>
        {state === 'drawing' ? (
          <Group gap={8} className={classes.drawing} role="status">
            <Loader size="xs" />
            <Text size="xs">{fontsReady ? t('preview.drawing') : t('preview.firstDraw')}</Text>
          </Group>
        ) : null}
        {!cv ? (
          <Text size="sm" c="dimmed" p="md">
            {t('preview.invalid')}
          </Text>
        ) : null}
        {state === 'failed' ? (
          <Alert color="red" variant="light" m="sm">
            {t('preview.failed')}
          </Alert>
        ) : null}
        {cv && drawable === false ? (
          <Text size="sm" c="dimmed" p="md">
            {t('preview.refused')}
          </Text>
        ) : null}
        {shown && !shown.exact ? (
          <Text size="sm" c="dimmed" p="md">
            {t('preview.tooLongToDraw', { max: CV_EDITOR.exportMaxPages })}
          </Text>
        ) : null}
        {drawn && drawable !== false ? (
          <PdfPages pdf={drawn.blob} label={t('preview.page')} />
        ) : null}
      </div>
    </Stack>
  );
}
