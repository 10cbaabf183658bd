import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NEWS, type Language } from '@irreplaceable/contracts/constants';
import type { TAdminNewsImage } from '@irreplaceable/contracts/news/admin-news-article';
import { isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/ui/notify';
import { useUploadNewsImage } from '../api/upload-news-image';
import classes from './news-images-panel.module.css';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml'];
const MAX_MB = NEWS.imageMaxBytes / (1024 * 1024);

type TNewsImagesPanelProps = {
  images: TAdminNewsImage[];
  /** The language whose text "insert" puts a picture in. */
  activeLanguage: Language;
  onAdd: (image: TAdminNewsImage) => void;
  onChange: (uploadId: string, changes: Partial<TAdminNewsImage>) => void;
  onSetCover: (uploadId: string) => void;
  onRemove: (uploadId: string) => void;
  onInsert: (image: TAdminNewsImage) => void;
};

/** Upload pictures, caption them in both languages, choose the cover, and place them in the text. */
export function NewsImagesPanel(props: TNewsImagesPanelProps) {
  const { t } = useTranslation('adminNews');
  const upload = useUploadNewsImage();
  const coverId = props.images.find((image) => image.is_cover)?.upload_id ?? null;
  const languageName = t(`editor.languages.${props.activeLanguage}`);

  const handleFile = (file: File | null) => {
    if (!file) return;
    if (file.size > NEWS.imageMaxBytes) {
      notify('error', t('editor.uploadTooLarge', { size: MAX_MB }));
      return;
    }
    if (!ACCEPTED_TYPES.includes(file.type)) {
      notify('error', t('editor.uploadWrongType'));
      return;
    }
    upload.mutate(file, {
      onSuccess: (uploaded) =>
        props.onAdd({
          upload_id: uploaded.id,
          url: uploaded.url,
          caption_en: '',
          caption_zh: '',
          is_cover: props.images.length === 0,
          placeholder: null,
          width: uploaded.width,
          height: uploaded.height,
        }),
      onError: (error) => {
        const status = isApiError(error) ? error.status : 0;
        if (status === 413) notify('error', t('editor.uploadTooLarge', { size: MAX_MB }));
        else if (status === 415) notify('error', t('editor.uploadWrongType'));
        else notify('error', t('editor.uploadFailed'));
      },
    });
  };

  return (
    <Paper withBorder className={classes.panel}>
      <Text fw={650} mb={4}>
        {t('editor.images')}
      </Text>
      <Text size="xs" c="gray.7" mb="sm">
        {t('editor.imagesHint', { size: MAX_MB })}
      </Text>
      <FileButton onChange={handleFile} accept={ACCEPTED_TYPES.join(',')}>
        {(buttonProps) => (
          <Button {...buttonProps} variant="light" fullWidth loading={upload.isPending}>
            {t('editor.upload')}
          </Button>
        )}
      </FileButton>

      {props.images.length === 0 ? (
        <Text size="sm" c="gray.7" ta="center" mt="md">
          {t('editor.noImages')}
        </Text>
      ) : (
        <Radio.Group
          value={coverId}
          onChange={props.onSetCover}
          aria-label={t('editor.cover')}
          mt="md"
        >
          <Stack gap="md">
            {props.images.map((image, index) => (
              <div key={image.upload_id} className={classes.image}>
                <img
                  src={image.url}
                  alt={t('editor.imageAlt', { number: index + 1 })}
                  className={classes.thumb}
                  style={{ background: image.placeholder ?? undefined }}
                />
                <TextInput
                  size="xs"
                  label={t('editor.captionEn')}
                  value={image.caption_en}
                  maxLength={NEWS.captionMaxLength}
                  onChange={(event) =>
                    props.onChange(image.upload_id, { caption_en: event.currentTarget.value })
                  }
                />
                <TextInput
                  size="xs"
                  label={t('editor.captionZh')}
                  value={image.caption_zh}
                  maxLength={NEWS.captionMaxLength}
                  onChange={(event) =>
                    props.onChange(image.upload_id, { caption_zh: event.currentTarget.value })
                  }
                  lang="zh-CN"
                />
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Radio
                    size="xs"
                    value={image.upload_id}
                    label={t('editor.cover')}
                    aria-label={`${t('editor.coverLabel')}: ${t('editor.imageAlt', { number: index + 1 })}`}
                  />
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      aria-label={t('editor.insertLabel', { language: languageName })}
                      onClick={() => props.onInsert(image)}
                    >
                      {t('editor.insert')}
                    </Button>
                    <Tooltip label={t('editor.removeLabel')} withArrow>
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        color="red"
                        aria-label={`${t('editor.removeLabel')}: ${t('editor.imageAlt', { number: index + 1 })}`}
                        onClick={() => props.onRemove(image.upload_id)}
                      >
                        <svg
                          width="14"
                          height="14"
                          viewBox="0 0 24 24"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="2"
                          strokeLinecap="round"
                          aria-hidden="true"
                        >
                          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
                        </svg>
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
              </div>
            ))}
          </Stack>
        </Radio.Group>
      )}
    </Paper>
  );
}
