import '@mantine/tiptap/styles.css';
import { Anchor, Badge, Button, Grid, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Language } from '@irreplaceable/contracts/constants';
import type {
  TAdminNewsArticle,
  TAdminNewsImage,
  TNewsStatus,
} from '@irreplaceable/contracts/news/admin-news-article';
import { serverMessage } from '../../../shared/api/api-error';
import { IconArrowLeft } from '../../../shared/ui/icons';
import { notify } from '../../../shared/ui/notify';
import { useCreateAdminNews } from '../api/create-admin-news';
import { useDeleteAdminNews } from '../api/delete-admin-news';
import { useUpdateAdminNews } from '../api/update-admin-news';
import { useArticleEditor } from '../hooks/use-article-editor';
import {
  EDITOR_LANGUAGES,
  editorValuesOf,
  emptyEditorValues,
  saveRequestOf,
  withOneCover,
  type TEditorValues,
  type TLanguageFields,
} from '../utils/editor-values';
import { htmlText, readingMinutes } from '../utils/reading-time';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { DeleteNewsModal } from './delete-news-modal';
import { LeaveEditorModal } from './leave-editor-modal';
import { LanguageFields } from './language-fields';
import { NewsDetailsPanel } from './news-details-panel';
import { NewsImagesPanel } from './news-images-panel';
import classes from './news-editor-form.module.css';

/** Writes a new article (no `article`) or edits one, in both languages. */
export function NewsEditorForm({ article }: { article: TAdminNewsArticle | null }) {
  const { t } = useTranslation('adminNews');
  const navigate = useNavigate();
  const [language, setLanguage] = useState<Language>('en');
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  /** Which button is saving: the save itself, or a save that also publishes or unpublishes. */
  const [savingAs, setSavingAs] = useState<TNewsStatus | 'same' | null>(null);
  const create = useCreateAdminNews();
  const update = useUpdateAdminNews(article?.id ?? 0);
  const remove = useDeleteAdminNews();

  const form = useForm<TEditorValues>({
    initialValues: article ? editorValuesOf(article) : emptyEditorValues(),
    validate: (values) =>
      values.en.title.trim() || values.zh.title.trim()
        ? {}
        : { 'en.title': t('editor.titleRequired'), 'zh.title': t('editor.titleRequired') },
  });
  const values = form.getValues();
  const initial = form.getInitialValues();
  const { blocker, allowLeave } = useUnsavedChangesGuard(form.isDirty);

  const editors = {
    en: useArticleEditor({
      content: initial.en.content,
      label: t('editor.contentLabel', { language: t('editor.languages.en') }),
      onChange: (html) => form.setFieldValue('en.content', html),
    }),
    zh: useArticleEditor({
      content: initial.zh.content,
      label: t('editor.contentLabel', { language: t('editor.languages.zh') }),
      onChange: (html) => form.setFieldValue('zh.content', html),
    }),
  };

  const minutes = useMemo(() => {
    const text = {
      en: htmlText(values.en.content) || values.en.summary,
      zh: htmlText(values.zh.content) || values.zh.summary,
    };
    return { en: readingMinutes(text.en || text.zh), zh: readingMinutes(text.zh || text.en) };
  }, [values.en.content, values.en.summary, values.zh.content, values.zh.summary]);

  const status: TNewsStatus = article?.status ?? 'draft';
  const isSaving = savingAs !== null;
  const isDirty = form.isDirty();

  const changeLanguageFields = (lang: Language, changes: Partial<TLanguageFields>) =>
    form.setFieldValue(lang, { ...form.getValues()[lang], ...changes });
  const changeImages = (change: (images: TAdminNewsImage[]) => TAdminNewsImage[]) =>
    form.setFieldValue('images', withOneCover(change(form.getValues().images)));

  const insertImage = (image: TAdminNewsImage) => {
    const caption =
      language === 'zh'
        ? image.caption_zh || image.caption_en
        : image.caption_en || image.caption_zh;
    editors[language]?.chain().focus().setImage({ src: image.url, alt: caption }).run();
  };

  const save = async (nextStatus?: TNewsStatus) => {
    const validation = form.validate();
    if (validation.hasErrors) {
      notify('error', t('editor.titleRequired'));
      return;
    }
    const body = saveRequestOf(form.getValues(), nextStatus);
    setSavingAs(nextStatus ?? 'same');
    try {
      const saved = article ? await update.mutateAsync(body) : await create.mutateAsync(body);
      form.resetDirty();
      const message =
        nextStatus === 'published'
          ? 'editor.published'
          : nextStatus === 'draft'
            ? 'editor.unpublished'
            : 'editor.saved';
      notify('success', t(message));
      if (!article) {
        allowLeave();
        await navigate(`/admin/news/${saved.id}`, { replace: true });
      }
    } catch (error) {
      notify('error', serverMessage(error) ?? t('editor.saveFailed'));
    } finally {
      setSavingAs(null);
    }
  };

  const handleDelete = () => {
    if (!article) return;
    remove.mutate(article.id, {
      onSuccess: () => {
        notify('success', t('editor.deleted'));
        allowLeave();
        void navigate('/admin/news', { replace: true });
      },
      onError: (error) => notify('error', serverMessage(error) ?? t('list.actionFailed')),
    });
  };

  const displayTitle = values.en.title || values.zh.title;

  return (
    <form
      className={classes.form}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className={classes.bar}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Stack gap={2}>
            <Anchor component={Link} to="/admin/news" size="sm" className={classes.back}>
              <IconArrowLeft size={14} />
              {t('editor.backToList')}
            </Anchor>
            <Group gap="xs">
              <Title order={1} className={classes.title}>
                {article ? t('editor.editTitle') : t('editor.newTitle')}
              </Title>
              <Badge variant="light" color={status === 'published' ? 'lagoon' : 'gray'}>
                {t(`editor.status.${status}`)}
              </Badge>
              {isDirty && (
                <Text size="xs" c="orange.8" fw={600}>
                  {t('editor.unsaved')}
                </Text>
              )}
            </Group>
          </Stack>
          <Group gap="xs">
            {article && status === 'published' && (
              <Button component={Link} to={`/news/${article.id}`} target="_blank" variant="subtle">
                {t('editor.viewOnSite')}
              </Button>
            )}
            {article && (
              <Button variant="subtle" color="red" onClick={() => setIsDeleteOpen(true)}>
                {t('editor.delete')}
              </Button>
            )}
            {status === 'published' ? (
              <>
                <Button
                  variant="default"
                  onClick={() => void save('draft')}
                  disabled={isSaving && savingAs !== 'draft'}
                  loading={savingAs === 'draft'}
                >
                  {t('editor.unpublish')}
                </Button>
                <Button
                  type="submit"
                  disabled={isSaving && savingAs !== 'same'}
                  loading={savingAs === 'same'}
                >
                  {t('editor.save')}
                </Button>
              </>
            ) : (
              <>
                <Button
                  type="submit"
                  variant="default"
                  disabled={isSaving && savingAs !== 'same'}
                  loading={savingAs === 'same'}
                >
                  {t('editor.saveDraft')}
                </Button>
                <Button
                  onClick={() => void save('published')}
                  disabled={isSaving && savingAs !== 'published'}
                  loading={savingAs === 'published'}
                >
                  {t('editor.publish')}
                </Button>
              </>
            )}
          </Group>
        </Group>
      </div>

      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Tabs
            value={language}
            onChange={(value) => setLanguage(value === 'zh' ? 'zh' : 'en')}
            keepMounted
            variant="outline"
          >
            <Tabs.List aria-label={t('editor.languageTabs')}>
              {EDITOR_LANGUAGES.map((lang) => (
                <Tabs.Tab key={lang} value={lang}>
                  {t(`editor.languages.${lang}`)}
                  {!values[lang].title.trim() && (
                    <Text span size="xs" c="gray.7" ml={6}>
                      ({t('editor.missing')})
                    </Text>
                  )}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {EDITOR_LANGUAGES.map((lang) => (
              <Tabs.Panel key={lang} value={lang} pt="md">
                <LanguageFields
                  language={lang}
                  values={values[lang]}
                  titleError={form.errors[`${lang}.title`] as string | undefined}
                  editor={editors[lang]}
                  onChange={(changes) => changeLanguageFields(lang, changes)}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <NewsDetailsPanel
              category={values.category}
              tags={values.tags}
              author={values.author}
              readingMinutes={minutes}
              onChange={(changes) => form.setValues(changes)}
            />
            <NewsImagesPanel
              images={values.images}
              activeLanguage={language}
              onAdd={(image) => changeImages((images) => [...images, image])}
              onChange={(uploadId, changes) =>
                changeImages((images) =>
                  images.map((image) =>
                    image.upload_id === uploadId ? { ...image, ...changes } : image,
                  ),
                )
              }
              onSetCover={(uploadId) =>
                form.setFieldValue('images', withOneCover(form.getValues().images, uploadId))
              }
              onRemove={(uploadId) =>
                changeImages((images) => images.filter((image) => image.upload_id !== uploadId))
              }
              onInsert={insertImage}
            />
          </Stack>
        </Grid.Col>
      </Grid>

      <LeaveEditorModal blocker={blocker} />
      <DeleteNewsModal
        title={isDeleteOpen ? displayTitle || t('list.untitled') : null}
        isDeleting={remove.isPending}
        onConfirm={handleDelete}
        onClose={() => setIsDeleteOpen(false)}
      />
    </form>
  );
}
