import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useTranslation } from 'react-i18next';
import { CV_ANALYSIS } from '@irreplaceable/contracts/constants';
import { cleanFileName } from '@irreplaceable/contracts/common/file-name';
import { IconCheck } from '../../../shared/ui/icons';
import { IconFileText, IconUpload } from './cv-icons';
import { formatBytes } from '../../../shared/i18n/format-figures';
import classes from './cv-start.module.css';

/** What the file picker offers; the server still decides by the bytes, not by these. */
const ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/msword': ['.doc'],
  'text/plain': ['.txt'],
  'text/markdown': ['.md', '.markdown'],
};

type TCvFileDropProps = {
  file: File | null;
  onFile: (file: File | null) => void;
  /** A file was refused (too large, not a CV format): why, to show as the form's one message. */
  onRefused: (message: string) => void;
  disabled: boolean;
};

/** Drag and drop or click to choose one CV file; the chosen file shows with a way to remove it. */
export function CvFileDrop({ file, onFile, onRefused, disabled }: TCvFileDropProps) {
  const { t } = useTranslation('cvAnalysis');

  const handleReject = (rejections: FileRejection[]) => {
    const code = rejections[0]?.errors[0]?.code;
    onRefused(
      t('start.drop.rejected', {
        reason: code === 'file-too-large' ? t('start.drop.tooLarge') : t('start.drop.wrongType'),
      }),
    );
  };

  if (file) {
    return (
      <Paper withBorder p="md" className={classes.chosen} aria-label={t('start.drop.chosen')}>
        <Group wrap="nowrap" gap="sm">
          <ThemeIcon size={42} radius="md" variant="light">
            <IconFileText size={22} />
          </ThemeIcon>
          <div className={classes.chosenName}>
            <Text fw={650} truncate>
              {cleanFileName(file.name, t('start.drop.chosen'))}
            </Text>
            <Text size="sm" c="dimmed">
              {formatBytes(file.size)}
            </Text>
          </div>
          <Button
            variant="subtle"
            color="gray"
            size="sm"
            onClick={() => onFile(null)}
            disabled={disabled}
          >
            {t('start.drop.remove')}
          </Button>
        </Group>
      </Paper>
    );
  }

  return (
    <Dropzone
      onDrop={(files) => onFile(files[0] ?? null)}
      onReject={handleReject}
      maxSize={CV_ANALYSIS.fileMaxBytes}
      maxFiles={1}
      multiple={false}
      accept={ACCEPT}
      disabled={disabled}
      className={classes.drop}
      aria-label={t('start.drop.title')}
    >
      <Group justify="center" gap="md" className={classes.dropInner} wrap="nowrap">
        <Dropzone.Accept>
          <IconCheck size={40} />
        </Dropzone.Accept>
        <Dropzone.Idle>
          <IconUpload size={40} />
        </Dropzone.Idle>
        <Dropzone.Reject>
          <IconUpload size={40} />
        </Dropzone.Reject>
        <div>
          <Text fw={650} size="lg">
            {t('start.drop.title')}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {t('start.drop.hint')}
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}
