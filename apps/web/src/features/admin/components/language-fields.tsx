import { SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWS, type Language } from '@irreplaceable/contracts/constants';
import { ArticleHtml } from '../../../shared/html/article-html';
import type { TLanguageFields } from '../utils/editor-values';
import { RichTextField } from './rich-text-field';
import classes from './language-fields.module.css';

type TLanguageFieldsProps = {
  language: Language;
  values: TLanguageFields;
  titleError?: string | undefined;
  editor: Editor | null;
  onChange: (changes: Partial<TLanguageFields>) => void;
};

/** One language's title, summary and content, with a preview sanitised as readers will see it. */
export function LanguageFields({
  language,
  values,
  titleError,
  editor,
  onChange,
}: TLanguageFieldsProps) {
  const { t } = useTranslation('adminNews');
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const lang = language === 'zh' ? 'zh-CN' : 'en';

  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {t('editor.fallbackHint')}
      </Text>
      <TextInput
        label={t('editor.title')}
        value={values.title}
        onChange={(event) => onChange({ title: event.currentTarget.value })}
        maxLength={NEWS.titleMaxLength}
        error={titleError}
        lang={lang}
        size="md"
      />
      <Textarea
        label={t('editor.summary')}
        description={t('editor.summaryHint')}
        value={values.summary}
        onChange={(event) => onChange({ summary: event.currentTarget.value })}
        maxLength={NEWS.summaryMaxLength}
        autosize
        minRows={2}
        maxRows={5}
        lang={lang}
      />
      <div>
        <div className={classes.contentHead}>
          <Text fw={500} size="sm">
            {t('editor.content')}
          </Text>
          <SegmentedControl
            size="xs"
            aria-label={t('editor.mode')}
            value={mode}
            onChange={(value) => setMode(value === 'preview' ? 'preview' : 'write')}
            data={[
              { value: 'write', label: t('editor.write') },
              { value: 'preview', label: t('editor.preview') },
            ]}
          />
        </div>
        {/* Hidden, not unmounted: the editor keeps its undo history while the preview shows. */}
        <div hidden={mode !== 'write'} lang={lang}>
          <RichTextField editor={editor} />
        </div>
        {mode === 'preview' && (
          <div className={classes.preview} lang={lang}>
            {values.title && <h1 className={classes.previewTitle}>{values.title}</h1>}
            {values.summary && <p className={classes.previewLead}>{values.summary}</p>}
            {values.content ? (
              <ArticleHtml html={values.content} />
            ) : (
              <Text c="gray.7">{t('editor.previewEmpty')}</Text>
            )}
          </div>
        )}
      </div>
    </Stack>
  );
}
