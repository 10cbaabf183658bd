import { Alert, List, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CvField } from '@irreplaceable/cv-pdf/cv-texts';
import type { UnsupportedCharacter } from '@irreplaceable/cv-pdf/unsupported-characters';
import { groupByField } from '@irreplaceable/cv-pdf/unsupported-groups';

type TLineName = 'highlight' | 'course' | 'achievement';
const isLine = (name: CvField['name']): name is TLineName =>
  name === 'highlight' || name === 'course' || name === 'achievement';

/**
 * Characters named one by one, each in its own left-to-right isolate: a row of Hebrew letters would
 * otherwise be shown reversed, in the opposite order to their code points beside them.
 */
export function namedCharacters(characters: { text: string }[]): string {
  return characters.map((character) => `\u2066${character.text}\u2069`).join(' ');
}

/** A field as the editor labels it: "Work experience 1 · Highlight 2". */
export function cvFieldLabel(field: CvField, t: TFunction<'cvEditor'>): string {
  const own = isLine(field.name)
    ? t(`refusal.lines.${field.name}`, { n: (field.line ?? 0) + 1 })
    : t(`fields.${field.name}`);
  if (field.entry === undefined) return own;
  return `${t(`sections.${field.section}`)} ${field.entry + 1} · ${own}`;
}

/**
 * Names every character the PDF cannot draw, where it is and why, in place of the preview and
 * the download: nothing is drawn until they are gone.
 */
export function UnsupportedCharactersAlert({ characters }: { characters: UnsupportedCharacter[] }) {
  const { t } = useTranslation('cvEditor');
  const reasons = new Set(characters.map((character) => character.reason));
  return (
    <Alert color="red" variant="light" mt="xs" title={t('refusal.title')} role="alert">
      <Text size="sm">{t('refusal.intro')}</Text>
      <List size="sm" mt={6} spacing={2}>
        {groupByField(characters).map((group) => (
          <List.Item key={group.fields.map((field) => field.path).join('|')}>
            {t('refusal.group', {
              chars: namedCharacters(group.characters),
              codes: group.characters.map((character) => character.codePoints).join(' '),
              fields: group.fields.map((field) => cvFieldLabel(field, t)).join(t('listSeparator')),
            })}
          </List.Item>
        ))}
      </List>
      {reasons.has('right_to_left') ? (
        <Text size="sm" mt={6}>
          {t('refusal.rightToLeft')}
        </Text>
      ) : null}
      {reasons.has('no_font') ? (
        <Text size="sm" mt={6}>
          {t('refusal.noFont')}
        </Text>
      ) : null}
    </Alert>
  );
}
