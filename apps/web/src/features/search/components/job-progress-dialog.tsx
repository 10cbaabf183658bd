import { Alert, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconAlert } from '../../../shared/ui/icons';
import type { TProgressState } from '../store/search-view-store';
import { isInProgress } from '../utils/job-entries';
import { searchSummary } from '../utils/search-summary';
import { JobProgressEntry } from './job-progress-entry';

type TJobProgressDialogProps = {
  progress: TProgressState;
  /** Closing stops following the search (spec 000 section 4). */
  onClose: () => void;
  onCancelAll: () => void;
};

/**
 * The search's jobs and their live progress (spec 000 section 2, "Job progress dialog"). While
 * anything is being written or queued it can only be left through Cancel all: no close button,
 * no closing by the mask or Escape.
 */
export function JobProgressDialog({ progress, onClose, onCancelAll }: TJobProgressDialogProps) {
  const { t, i18n } = useTranslation();
  // Chinese sentences follow each other with no space between them.
  const sentenceGap = i18n.language.startsWith('zh') ? '' : ' ';
  const isWorking = progress.entries.some(isInProgress);
  const summary = searchSummary(progress.entries);

  return (
    <Modal
      opened={progress.isOpen}
      onClose={onClose}
      size={800}
      centered
      closeOnClickOutside={false}
      closeOnEscape={!isWorking}
      withCloseButton={!isWorking}
      closeButtonProps={{ 'aria-label': t('search.progress.close') }}
      title={t('search.progress.title')}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        {progress.query && (
          <Stack gap={2}>
            <Text fw={600}>{t('search.progress.query', { query: progress.query })}</Text>
            {summary.length > 0 && (
              <Text size="sm" c="dimmed" role="status">
                {summary.map((line) => t(line.key, line.values)).join(sentenceGap)}
              </Text>
            )}
          </Stack>
        )}
        {progress.error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlert size={20} />}
            title={t('search.progress.errorTitle')}
          >
            {progress.error}
          </Alert>
        )}
        {progress.entries.length === 0 && !progress.error && (
          <Text c="dimmed">{t('search.progress.empty')}</Text>
        )}
        {progress.entries.length > 0 && (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {progress.entries.map((entry) => (
              <JobProgressEntry key={entry.id} entry={entry} query={progress.query || null} />
            ))}
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          {isWorking ? (
            <Tooltip label={t('search.progress.cancelAllHint')} multiline w={280} withArrow>
              <Button color="red" variant="light" onClick={onCancelAll}>
                {t('search.progress.cancelAll')}
              </Button>
            </Tooltip>
          ) : (
            <Button onClick={onClose}>{t('search.progress.close')}</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
