import { Badge, Button, Group, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import type { TGenerationStatus } from '@irreplaceable/contracts/jobs/search-job';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { canOpen, isInProgress, type TJobEntry } from '../utils/job-entries';
import { GenerationSteps } from './generation-steps';
import { IconExternal } from './icon-external';
import { UnratedRate } from '../../../shared/jobs/unrated-rate';

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

/** Letters and digits only, in one case: "front-end developer" is the title "Front-End Developer". */
const titleKey = (text: string) => text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * How the page answers the search. A score of 1 is the page of the title the search was read as,
 * which may be a typo, alias or informal name put right, so it is an exact match only when the
 * words are the same. Below 1 the page shares an occupation with the search; the score weighs
 * occupations, not names, so no percentage is shown as if it were a likeness of names.
 */
function matchText(similarity: number, title: string, query: string | null, t: TFunction): string {
  if (similarity < 1) return t('search.progress.sameOccupation');
  return query === null || titleKey(query) === titleKey(title)
    ? t('search.progress.exactTitle')
    : t('search.progress.matchedAs', { query, title });
}

/**
 * One job in the progress dialog. A page we had already written says how it answers the search
 * (kept apart from the AI replacement rate, which is labelled as such); a page being written for
 * the search shows the steps the server has reported.
 */
export function JobProgressEntry({
  entry,
  query = null,
}: {
  entry: TJobEntry;
  /** What the person searched for, as the dialog shows it. */
  query?: string | null;
}) {
  const { t } = useTranslation();
  const isWorking = isInProgress(entry);
  const isNew = entry.origin === 'new';
  const queue = isWorking ? queueText(entry, t) : null;
  const details = isNew
    ? [t('search.progress.newPage')]
    : [
        entry.industry,
        entry.similarityScore === null
          ? null
          : matchText(entry.similarityScore, entry.title, query, t),
      ].filter((part): part is string => !!part);

  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fw={650} lh={1.3}>
            {entry.title}
          </Text>
          {details.length > 0 && (
            <Text size="xs" c="dimmed" fw={500}>
              {details.join(' · ')}
            </Text>
          )}
        </Stack>
        <Badge
          color={isNew ? STATUS_COLORS[entry.status] : 'gray'}
          variant="light"
          style={{ flexShrink: 0 }}
        >
          {isNew ? t(`search.progress.status.${entry.status}`) : t('search.progress.analysed')}
        </Badge>
      </Group>

      {isNew && <GenerationSteps entry={entry} />}

      {isWorking && (
        <Progress
          mt="sm"
          size="sm"
          radius="xl"
          value={Math.min(100, Math.max(0, entry.progress))}
          color="lagoon"
          striped
          animated={entry.status === 'generating'}
          aria-label={t('search.progress.progressLabel', { title: entry.title })}
        />
      )}
      {entry.status === 'error' && (
        <Text size="sm" c="red.8" mt={6}>
          {entry.errorMessage ?? t('search.progress.failed')}
        </Text>
      )}

      <Group justify="space-between" align="center" gap="xs" mt="sm">
        {entry.aiReplacementRate !== null ? (
          <Text size="sm">
            {t('search.progress.aiRate')}{' '}
            <Text span fw={700}>
              {t('search.progress.percent', { value: Math.round(entry.aiReplacementRate) })}
            </Text>
          </Text>
        ) : entry.rateUnknownReason !== null ? (
          <Text size="sm">
            {t('search.progress.aiRate')} <UnratedRate reason={entry.rateUnknownReason} fw={700} />
          </Text>
        ) : (
          queue && (
            <Text size="xs" c="dimmed">
              {queue}
            </Text>
          )
        )}
        {(canOpen(entry) || isWorking || entry.status === 'error') && (
          <Group gap="xs" ml="auto">
            {entry.status === 'error' && <NotWiredButton label={t('search.progress.retry')} />}
            {isWorking && <NotWiredButton label={t('search.progress.cancel')} />}
            {canOpen(entry) && (
              <Button
                component="a"
                href={`/jobs/${entry.jobId}`}
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
      </Group>
    </Paper>
  );
}
