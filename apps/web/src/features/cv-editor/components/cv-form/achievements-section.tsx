import { Textarea } from '@mantine/core';
import { CV_LIMITS } from '@irreplaceable/contracts/cv/cv-document';
import { SectionFrame } from '../section-frame';
import { type TSectionProps, useCvFormTools, lines } from './form-tools';

export function AchievementsSection({ errorFor, position }: TSectionProps) {
  const { t, text, frame, extras } = useCvFormTools(errorFor);
  return (
    <SectionFrame title={t('sections.achievements')} order={frame('achievements', position)}>
      <Textarea
        label={t('fields.achievements')}
        autosize
        minRows={2}
        value={lines(extras.achievements)}
        {...text('meta.irreplaceable.achievements', (d, v) => {
          d.meta.irreplaceable.achievements = v
            .split('\n')
            .slice(0, CV_LIMITS.achievements)
            .map((line) => line.slice(0, CV_LIMITS.achievement));
        })}
      />
    </SectionFrame>
  );
}
