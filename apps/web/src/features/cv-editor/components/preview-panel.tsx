import { Alert, Group, Loader, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@irreplaceable/contracts/constants';
import { CV_EDITOR } from '@irreplaceable/contracts/constants';
import type { TCvDocument, TCvPaper, TCvTemplate } from '@irreplaceable/contracts/cv/cv-document';
import { PdfPages } from './pdf-pages';
import classes from './cv-editor.module.css';

/** Waits for typing to pause before drawing again. */
const DRAW_DELAY_MS = 450;

export type TDrawnPdf = { blob: Blob; key: string };

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
}: TPreviewPanelProps) {
  const { t } = useTranslation('cvEditor');
  const [drawn, setDrawn] = useState<TDrawnPdf | null>(null);
  const [state, setState] = useState<'idle' | 'drawing' | 'failed'>('idle');
  const key = cv && drawable ? JSON.stringify([cv, template, paper, language]) : null;

  useEffect(() => {
    if (!cv || key === null) return;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      setState('drawing');
      try {
        const { drawCvPdf } = await import('../utils/cv-pdf-file');
        const blob = await drawCvPdf({ cv, template, paper, language });
        fontsReady = true;
        if (cancelled) return;
        const next = { blob, key };
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
        {drawn && drawable !== false ? (
          <PdfPages pdf={drawn.blob} label={t('preview.page')} />
        ) : null}
      </div>
    </Stack>
  );
}
