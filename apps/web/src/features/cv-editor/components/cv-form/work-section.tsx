import { SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { CV_LIMITS } from '@irreplaceable/contracts/cv/cv-document';
import { EntryList, SectionFrame } from '../section-frame';
import classes from '../cv-editor.module.css';
import { MonthInput } from './month-input';
import { type TSectionProps, useCvFormTools, lines } from './form-tools';

export function WorkSection({ errorFor, position }: TSectionProps) {
  const { t, cv, text, list, frame } = useCvFormTools(errorFor);
  return (
    <SectionFrame title={t('sections.work')} required order={frame('work', position)}>
      {errorFor('work') ? (
        <Text className={classes.missing} data-cv-missing>
          {errorFor('work')}
        </Text>
      ) : null}
      <EntryList items={cv.work} maxItems={CV_LIMITS.work} {...list('work')}>
        {(job, index) => (
          <Stack gap={8}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing={8}>
              <TextInput
                label={t('fields.position')}
                maxLength={CV_LIMITS.position}
                value={job.position ?? ''}
                {...text(`work.${index}.position`, (d, v) => (d.work[index]!.position = v))}
              />
              <TextInput
                label={t('fields.employer')}
                maxLength={CV_LIMITS.organisation}
                value={job.name ?? ''}
                {...text(`work.${index}.name`, (d, v) => (d.work[index]!.name = v))}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing={8}>
              <MonthInput
                label={t('fields.from')}
                value={job.startDate}
                {...text(`work.${index}.startDate`, (d, v) => (d.work[index]!.startDate = v))}
              />
              <MonthInput
                label={t('fields.to')}
                placeholder={t('fields.present')}
                value={job.endDate}
                {...text(`work.${index}.endDate`, (d, v) => (d.work[index]!.endDate = v))}
              />
              <TextInput
                label={t('fields.location')}
                maxLength={CV_LIMITS.place}
                value={job.location ?? ''}
                {...text(`work.${index}.location`, (d, v) => (d.work[index]!.location = v))}
              />
            </SimpleGrid>
            <TextInput
              label={t('fields.workSummary')}
              maxLength={CV_LIMITS.summary}
              value={job.summary ?? ''}
              {...text(`work.${index}.summary`, (d, v) => (d.work[index]!.summary = v))}
            />
            <Textarea
              label={t('fields.highlights')}
              placeholder={t('fields.highlightsPlaceholder')}
              autosize
              minRows={2}
              value={lines(job.highlights)}
              {...text(`work.${index}.highlights`, (d, v) => {
                d.work[index]!.highlights = v
                  .split('\n')
                  .slice(0, CV_LIMITS.highlights)
                  .map((line) => line.slice(0, CV_LIMITS.highlight));
              })}
              error={errorFor(`work.${index}.highlights`)}
            />
          </Stack>
        )}
      </EntryList>
    </SectionFrame>
  );
}
