import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCvHistoryItem } from '@irreplaceable/contracts/cv-analysis/cv-analysis';
import { formatDateTime } from '../../../shared/i18n/format-date-time';
import { useLanguage } from '../../../shared/i18n/use-language';
import { IconFileText } from './cv-icons';
import { DeleteAnalysisButton } from './delete-analysis-button';
import classes from './cv-history.module.css';

const STATUS_COLORS = {
  pending: 'gray',
  processing: 'blue',
  completed: 'lagoon',
  failed: 'red',
} as const;

/** One past analysis: which CV, when, how it went, the best role it found, and what can be done. */
export function HistoryRow({ item }: { item: TCvHistoryItem }) {
  const { t } = useTranslation('cvAnalysis');
  const language = useLanguage();
  const source = item.input.file_name ?? t('result.pastedText');
  const running = item.status === 'pending' || item.status === 'processing';
  const viewable = !item.expired && item.status !== 'failed';

  return (
    <div className={classes.row}>
      <div className={classes.rowMain}>
        <Group gap={8} wrap="nowrap" className={classes.source}>
          <IconFileText size={18} aria-hidden />
          <Text fw={700} truncate="end" title={source}>
            {source}
          </Text>
        </Group>
        <Group gap={6} mt={6}>
          <Badge
            variant="light"
            radius="sm"
            color={item.expired ? 'gray' : STATUS_COLORS[item.status]}
          >
            {item.expired ? t('history.expired') : t(`history.status.${item.status}`)}
          </Badge>
          <Badge variant="outline" radius="sm" color={item.mode === 'credit' ? 'grape' : 'gray'}>
            {t(`result.modes.${item.mode}`)}
          </Badge>
          <Text size="xs" c="gray.7">
            {formatDateTime(item.created_at, language)}
            {running && ` · ${t('progress.percent', { percent: item.progress })}`}
          </Text>
        </Group>
        {item.top_role && !item.expired && (
          <Text size="sm" mt={6}>
            {t('history.top', { role: item.top_role, fit: item.top_fit ?? '—' })}
          </Text>
        )}
        {item.current_role && item.current_role !== item.top_role && !item.expired && (
          <Text size="sm" c="gray.7">
            {t('history.current', { role: item.current_role })}
          </Text>
        )}
        {item.status === 'failed' && item.error_message && (
          <Text size="sm" c="red.8" mt={6}>
            {item.error_message}
          </Text>
        )}
        {item.expires_at && !item.expired && (
          <Text size="xs" c="orange.9" mt={4}>
            {t('history.expiresIn', { date: formatDateTime(item.expires_at, language) })}
          </Text>
        )}
      </div>
      <Group gap="xs" className={classes.rowActions} wrap="nowrap">
        {viewable && (
          <Button
            component={Link}
            to={`/me/cv-analysis/result/${item.id}`}
            size="xs"
            radius="xl"
            variant="light"
          >
            {running ? t('history.follow') : t('history.view')}
          </Button>
        )}
        {!running && <DeleteAnalysisButton analysisId={item.id} size="xs" />}
      </Group>
    </div>
  );
}
