import { Textarea } from '@mantine/core';
import { CV_LIMITS } from '@irreplaceable/contracts/cv/cv-document';
import { SectionFrame } from '../section-frame';
import { type TSectionProps, useCvFormTools } from './form-tools';

export function SummarySection({ errorFor, position }: TSectionProps) {
  const { t, cv, text, frame } = useCvFormTools(errorFor);
  return (
    <SectionFrame title={t('sections.summary')} order={frame('summary', position)}>
      <Textarea
        aria-label={t('fields.summary')}
        placeholder={t('fields.summaryPlaceholder')}
        autosize
        minRows={3}
        maxLength={CV_LIMITS.summary}
        value={cv.basics.summary ?? ''}
        {...text('basics.summary', (draft, value) => (draft.basics.summary = value))}
      />
    </SectionFrame>
  );
}
