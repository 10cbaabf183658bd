import { SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { CV_LIMITS } from '@irreplaceable/contracts/cv/cv-document';
import { EntryList, SectionFrame } from '../section-frame';
import { MonthInput } from './month-input';
import { type TSectionProps, useCvFormTools, lines } from './form-tools';

export function ProjectsSection({ errorFor, position }: TSectionProps) {
  const { t, cv, text, list, frame } = useCvFormTools(errorFor);
  return (
    <SectionFrame title={t('sections.projects')} order={frame('projects', position)}>
      <EntryList items={cv.projects} maxItems={CV_LIMITS.projects} {...list('projects')}>
        {(project, index) => (
          <Stack gap={8}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing={8}>
              <TextInput
                label={t('fields.project')}
                maxLength={CV_LIMITS.organisation}
                value={project.name ?? ''}
                {...text(`projects.${index}.name`, (d, v) => (d.projects[index]!.name = v))}
              />
              <TextInput
                label={t('fields.url')}
                maxLength={CV_LIMITS.url}
                value={project.url ?? ''}
                {...text(`projects.${index}.url`, (d, v) => (d.projects[index]!.url = v))}
              />
            </SimpleGrid>
            <SimpleGrid cols={2} spacing="sm">
              <MonthInput
                label={t('fields.from')}
                value={project.startDate}
                {...text(
                  `projects.${index}.startDate`,
                  (d, v) => (d.projects[index]!.startDate = v),
                )}
              />
              <MonthInput
                label={t('fields.to')}
                placeholder={t('fields.present')}
                value={project.endDate}
                {...text(`projects.${index}.endDate`, (d, v) => (d.projects[index]!.endDate = v))}
              />
            </SimpleGrid>
            <Textarea
              label={t('fields.description')}
              autosize
              minRows={2}
              maxLength={CV_LIMITS.summary}
              value={project.description ?? ''}
              {...text(
                `projects.${index}.description`,
                (d, v) => (d.projects[index]!.description = v),
              )}
            />
            <Textarea
              label={t('fields.highlights')}
              autosize
              minRows={2}
              value={lines(project.highlights)}
              {...text(`projects.${index}.highlights`, (d, v) => {
                d.projects[index]!.highlights = v
                  .split('\n')
                  .slice(0, CV_LIMITS.highlights)
                  .map((line) => line.slice(0, CV_LIMITS.highlight));
              })}
              error={errorFor(`projects.${index}.highlights`)}
            />
          </Stack>
        )}
      </EntryList>
    </SectionFrame>
  );
}
