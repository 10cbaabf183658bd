import { Autocomplete, SimpleGrid, Text } from '@mantine/core';
import { CV_LIMITS } from '@irreplaceable/contracts/cv/cv-document';
import { EntryList, SectionFrame } from '../section-frame';
import classes from '../cv-editor.module.css';
import { type TSectionProps, useCvFormTools } from './form-tools';

export function LanguagesSection({ errorFor, position }: TSectionProps) {
  const { t, cv, edit, list, frame } = useCvFormTools(errorFor);
  return (
    <SectionFrame title={t('sections.languages')} required order={frame('languages', position)}>
      {errorFor('languages') ? (
        <Text className={classes.missing} data-cv-missing>
          {errorFor('languages')}
        </Text>
      ) : null}
      <EntryList items={cv.languages} maxItems={CV_LIMITS.languages} compact {...list('languages')}>
        {(entry, index) => (
          <SimpleGrid cols={2} spacing="sm">
            <Autocomplete
              aria-label={t('fields.language')}
              placeholder={t('fields.language')}
              maxLength={CV_LIMITS.skillName}
              data={t('suggestions.languages', { returnObjects: true })}
              value={entry.language ?? ''}
              onChange={(value) =>
                edit((d) => (d.languages[index]!.language = value), `languages.${index}.language`)
              }
              error={errorFor(`languages.${index}.language`)}
            />
            <Autocomplete
              aria-label={t('fields.level')}
              placeholder={t('fields.level')}
              maxLength={CV_LIMITS.level}
              data={t('suggestions.levels', { returnObjects: true })}
              value={entry.fluency ?? ''}
              onChange={(value) =>
                edit((d) => (d.languages[index]!.fluency = value), `languages.${index}.fluency`)
              }
              error={errorFor(`languages.${index}.fluency`)}
            />
          </SimpleGrid>
        )}
      </EntryList>
    </SectionFrame>
  );
}
