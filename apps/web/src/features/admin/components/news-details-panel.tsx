import { Group, NativeSelect, Paper, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NEWS } from '@irreplaceable/contracts/constants';
import { NEWS_CATEGORIES, type TNewsCategory } from '@irreplaceable/contracts/news/news-item';

type TNewsDetailsPanelProps = {
  category: TNewsCategory;
  tags: string[];
  author: string;
  readingMinutes: { en: number; zh: number };
  onChange: (changes: { category?: TNewsCategory; tags?: string[]; author?: string }) => void;
};

/** What both languages share: category, tags, byline, and the reading time the text gives. */
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
        <TagsInput
          label={t('editor.tags')}
          placeholder={t('editor.tagsPlaceholder')}
          value={tags}
          onChange={(value) =>
            onChange({ tags: value.map((tag) => tag.trim().slice(0, NEWS.tagMaxLength)) })
          }
          maxTags={NEWS.tagsMax}
          splitChars={[',', '，']}
          clearable
        />
        <TextInput
          label={t('editor.author')}
          placeholder={t('editor.authorPlaceholder')}
          value={author}
          maxLength={NEWS.authorNameMaxLength}
          onChange={(event) => onChange({ author: event.currentTarget.value })}
        />
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
