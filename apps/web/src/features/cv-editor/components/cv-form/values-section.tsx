import { Select, SimpleGrid, Textarea } from '@mantine/core';
import { CV_LIMITS } from '@irreplaceable/contracts/cv/cv-document';
import { SectionFrame } from '../section-frame';
import { type TSectionProps, useCvFormTools } from './form-tools';

const MBTI_TYPES = ['E', 'I'].flatMap((a) =>
  ['N', 'S'].flatMap((b) => ['T', 'F'].flatMap((c) => ['J', 'P'].map((d) => a + b + c + d))),
);

export function ValuesSection({ errorFor, position }: TSectionProps) {
  const { t, edit, text, frame, extras } = useCvFormTools(errorFor);
  return (
    <SectionFrame title={t('sections.values')} order={frame('values', position)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('fields.mbti')}
          data={MBTI_TYPES}
          clearable
          value={extras.mbti ?? null}
          onChange={(value) => edit((d) => (d.meta.irreplaceable.mbti = value ?? undefined))}
          error={errorFor('meta.irreplaceable.mbti')}
        />
      </SimpleGrid>
      <Textarea
        label={t('fields.goals')}
        autosize
        minRows={2}
        maxLength={CV_LIMITS.goals}
        value={extras.goals ?? ''}
        {...text('meta.irreplaceable.goals', (d, v) => (d.meta.irreplaceable.goals = v))}
      />
    </SectionFrame>
  );
}
