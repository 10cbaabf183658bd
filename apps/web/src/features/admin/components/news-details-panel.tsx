import { Group, NativeSelect, Paper, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NEWS, type Language } from '@irreplaceable/contracts/constants';
import { NEWS_CATEGORIES, type TNewsCategory } from '@irreplaceable/contracts/news/news-item';
import { EDITOR_LANGUAGES } from '../utils/editor-values';

type TNewsDetailsPanelProps = {
  category: TNewsCategory;
  tags: Record<Language, string[]>;
  author: Record<Language, string>;
  readingMinutes: { en: number; zh: number };
  onChange: (changes: {
    category?: TNewsCategory;
    tags?: Record<Language, string[]>;
    author?: Record<Language, string>;
  }) => void;
};

const TAGS_LABELS = { en: 'editor.tagsEn', zh: 'editor.tagsZh' } as const;
const AUTHOR_LABELS = { en: 'editor.authorEn', zh: 'editor.authorZh' } as const;
const AUTHOR_PLACEHOLDERS = {
  en: 'editor.authorPlaceholder',
  zh: 'editor.authorZhPlaceholder',
} as const;

/**
 * What sits beside the texts: category, each language's tags, byline, and the reading time the
 * text gives.
 */
export function NewsDetailsPanel({
  category,
  tags,
  author,
  readingMinutes,
  onChange,
}: TNewsDetailsPanelProps) {
  const { t } = useTranslation('adminNews');
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text fw={650}>{t('editor.details')}</Text>
        <NativeSelect
          label={t('editor.category')}
          value={category}
          onChange={(event) =>
            onChange({
              category:
                NEWS_CATEGORIES.find((value) => value === event.currentTarget.value) ??
                'technology',
            })
          }
          data={NEWS_CATEGORIES.map((value) => ({ value, label: t(`editor.categories.${value}`) }))}
        />
        {EDITOR_LANGUAGES.map((language) => (
          <TagsInput
            key={language}
            label={t(TAGS_LABELS[language])}
            placeholder={t('editor.tagsPlaceholder')}
            value={tags[language]}
            onChange={(value) =>
              onChange({
                tags: {
                  ...tags,
                  [language]: value.map((tag) => tag.trim().slice(0, NEWS.tagMaxLength)),
                },
              })
            }
            maxTags={NEWS.tagsMax}
            splitChars={[',', '，']}
            clearable
          />
        ))}
        {EDITOR_LANGUAGES.map((language) => (
          <TextInput
            key={language}
            label={t(AUTHOR_LABELS[language])}
            placeholder={t(AUTHOR_PLACEHOLDERS[language])}
            value={author[language]}
            maxLength={NEWS.authorNameMaxLength}
            onChange={(event) =>
              onChange({ author: { ...author, [language]: event.currentTarget.value } })
            }
          />
        ))}
        <div>
          <Text size="sm" fw={500}>
            {t('editor.readingTime')}
          </Text>
          <Group gap="md" mt={2}>
            <Text size="sm" c="gray.7">
              {t('editor.languages.en')}:{' '}
              {t('editor.readingTimeValue', { count: readingMinutes.en })}
            </Text>
            <Text size="sm" c="gray.7">
              {t('editor.languages.zh')}:{' '}
              {t('editor.readingTimeValue', { count: readingMinutes.zh })}
            </Text>
          </Group>
        </div>
      </Stack>
    </Paper>
  );
}
