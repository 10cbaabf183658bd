import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { CV_LIMITS } from '@irreplaceable/contracts/cv/cv-document';
import { EntryList, SectionFrame } from '../section-frame';
import classes from '../cv-editor.module.css';
import { MonthInput } from './month-input';
import { type TSectionProps, useCvFormTools, lines } from './form-tools';

export function EducationSection({ errorFor, position }: TSectionProps) {
  const { t, cv, text, list, frame } = useCvFormTools(errorFor);
  return (
    <SectionFrame title={t('sections.education')} required order={frame('education', position)}>
      {errorFor('education') ? (
        <Text className={classes.missing} data-cv-missing>
          {errorFor('education')}
        </Text>
      ) : null}
      <EntryList items={cv.education} maxItems={CV_LIMITS.education} {...list('education')}>
        {(school, index) => (
          <Stack gap={8}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing={8}>
              <TextInput
                label={t('fields.institution')}
                maxLength={CV_LIMITS.organisation}
                value={school.institution ?? ''}
                {...text(
                  `education.${index}.institution`,
                  (d, v) => (d.education[index]!.institution = v),
                )}
              />
              <TextInput
                label={t('fields.degree')}
                maxLength={CV_LIMITS.position}
                value={school.studyType ?? ''}
                {...text(
                  `education.${index}.studyType`,
                  (d, v) => (d.education[index]!.studyType = v),
                )}
              />
              <TextInput
                label={t('fields.major')}
                maxLength={CV_LIMITS.position}
                value={school.area ?? ''}
                {...text(`education.${index}.area`, (d, v) => (d.education[index]!.area = v))}
              />
            </SimpleGrid>
            <SimpleGrid cols={2} spacing="sm">
              <MonthInput
                label={t('fields.from')}
                value={school.startDate}
                {...text(
                  `education.${index}.startDate`,
                  (d, v) => (d.education[index]!.startDate = v),
                )}
              />
              <MonthInput
                label={t('fields.to')}
                value={school.endDate}
                {...text(`education.${index}.endDate`, (d, v) => (d.education[index]!.endDate = v))}
              />
            </SimpleGrid>
            <TextInput
              label={t('fields.courses')}
              value={lines(school.courses).replaceAll('\n', t('listSeparator'))}
              {...text(`education.${index}.courses`, (d, v) => {
                d.education[index]!.courses = v
                  .split(/[,，、;；]\s*/)
                  .slice(0, CV_LIMITS.courses)
                  .map((course) => course.slice(0, CV_LIMITS.course));
              })}
              error={errorFor(`education.${index}.courses`)}
            />
          </Stack>
        )}
      </EntryList>
    </SectionFrame>
  );
}
