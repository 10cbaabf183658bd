import { Autocomplete, SimpleGrid, Text, TextInput } from '@mantine/core';
import { CV_LIMITS } from '@irreplaceable/contracts/cv/cv-document';
import { EntryList, SectionFrame } from '../section-frame';
import classes from '../cv-editor.module.css';
import { type TSectionProps, useCvFormTools } from './form-tools';

export function SkillsSection({ errorFor, position }: TSectionProps) {
  const { t, cv, edit, text, list, frame } = useCvFormTools(errorFor);
  return (
    <SectionFrame title={t('sections.skills')} required order={frame('skills', position)}>
      {errorFor('skills') ? (
        <Text className={classes.missing} data-cv-missing>
          {errorFor('skills')}
        </Text>
      ) : null}
      <EntryList items={cv.skills} maxItems={CV_LIMITS.skills} compact {...list('skills')}>
        {(skill, index) => (
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              aria-label={t('fields.skill')}
              placeholder={t('fields.skill')}
              maxLength={CV_LIMITS.skillName}
              value={skill.name ?? ''}
              {...text(`skills.${index}.name`, (d, v) => (d.skills[index]!.name = v))}
            />
            <Autocomplete
              aria-label={t('fields.proficiency')}
              placeholder={t('fields.proficiency')}
              maxLength={CV_LIMITS.level}
              data={t('suggestions.proficiency', { returnObjects: true })}
              value={skill.level ?? ''}
              onChange={(value) =>
                edit((d) => (d.skills[index]!.level = value), `skills.${index}.level`)
              }
              error={errorFor(`skills.${index}.level`)}
            />
          </SimpleGrid>
        )}
      </EntryList>
    </SectionFrame>
  );
}
