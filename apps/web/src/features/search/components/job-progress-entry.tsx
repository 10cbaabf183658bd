import { Badge, Button, Group, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import type { TGenerationStatus } from '@irreplaceable/contracts/jobs/search-job';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { canOpen, isInProgress, type TJobEntry } from '../utils/job-entries';
import { IconExternal } from './icon-external';

const STATUS_COLORS: Record<TGenerationStatus, string> = {
  ready: 'lagoon',
  generating: 'blue',
  queued: 'gray',
  error: 'red',
  cancelled: 'gray',
};

/**
 * Retry and cancel-generation are in the product but not wired yet (spec 000 section 2): shown,
 * announced as disabled, and kept focusable so the tooltip saying so reaches keyboard users too.
 */
function NotWiredButton({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('search.progress.notAvailable')} withArrow>
      <Button
        size="compact-sm"
        variant="default"
        data-disabled
        aria-disabled="true"
        onClick={(event) => event.preventDefault()}
      >
        {label}
      </Button>
    </Tooltip>
  );
}

function queueText(entry: TJobEntry, t: TFunction): string | null {
  const parts: string[] = [];
  if (entry.position !== null) parts.push(t('search.progress.queue', { position: entry.position }));
  if (entry.estimatedWait !== null) {
    parts.push(t('search.progress.wait', { minutes: Math.max(1, Math.ceil(entry.estimatedWait)) }));
  }
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** One job in the progress dialog: what it is, how far along, and a way to open it when ready. */
export function JobProgressEntry({ entry }: { entry: TJobEntry }) {
  const { t } = useTranslation();
  const isWorking = isInProgress(entry);
  const queue = isWorking ? queueText(entry, t) : null;

  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Text fw={650} lh={1.3}>
            {entry.title}
          </Text>
          {(entry.industry || entry.similarityScore !== null) && (
            <Group gap={8}>
              {entry.industry && (
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {entry.industry}
                </Text>
              )}
              {entry.similarityScore !== null && (
                <Text size="xs" c="lagoon.8" fw={600}>
                  {t('search.progress.similarity', {
                    percent: Math.round(entry.similarityScore * 100),
                  })}
                </Text>
              )}
            </Group>
          )}
        </Stack>
        <Badge color={STATUS_COLORS[entry.status]} variant="light" style={{ flexShrink: 0 }}>
          {t(`search.progress.status.${entry.status}`)}
        </Badge>
      </Group>

      <Progress
        mt="sm"
        size="sm"
        radius="xl"
        value={Math.min(100, Math.max(0, entry.progress))}
        color={entry.status === 'error' ? 'red' : 'lagoon'}
        striped={isWorking}
        animated={entry.status === 'generating'}
        aria-label={t('search.progress.progressLabel', { title: entry.title })}
      />

      {queue && (
        <Text size="xs" c="dimmed" mt={6}>
          {queue}
        </Text>
      )}
      {entry.status === 'error' && (
        <Text size="sm" c="red.8" mt={6}>
          {entry.errorMessage ?? t('search.progress.failed')}
        </Text>
      )}

      {(canOpen(entry) || isWorking || entry.status === 'error') && (
        <Group justify="flex-end" gap="xs" mt="sm">
          {entry.status === 'error' && <NotWiredButton label={t('search.progress.retry')} />}
          {isWorking && <NotWiredButton label={t('search.progress.cancel')} />}
          {canOpen(entry) && (
            <Button
              component="a"
              href={`/job/${entry.jobId}`}
              target="_blank"
              rel="noopener noreferrer"
              size="compact-sm"
              rightSection={<IconExternal size={14} />}
              aria-label={t('search.progress.openLabel', { title: entry.title })}
            >
              {t('search.progress.open')}
            </Button>
          )}
        </Group>
      )}
    </Paper>
  );
}
