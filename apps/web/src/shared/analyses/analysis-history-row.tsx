import { Badge, Button, Group, Text } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  TPersonalAnalysisKind,
  TPersonalAnalysisMode,
  TPersonalAnalysisStatus,
} from '@irreplaceable/contracts/analyses/personal-analysis';
import { formatDateTime } from '../i18n/format-date-time';
import { useLanguage } from '../i18n/use-language';
import { resultPath } from './analysis-kinds';
import { DeleteAnalysisButton } from './delete-analysis-button';
import classes from './analysis-history.module.css';

const STATUS_COLORS = {
  pending: 'gray',
  processing: 'blue',
  completed: 'lagoon',
  failed: 'red',
} as const;

/** What every kind's history item has. */
export type THistoryRowItem = {
  id: string;
  status: TPersonalAnalysisStatus;
  progress: number;
  mode: TPersonalAnalysisMode;
  created_at: string;
  expires_at: string | null;
  expired: boolean;
  error_message: string | null;
};

type THistoryRowProps = {
  kind: TPersonalAnalysisKind;
  item: THistoryRowItem;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** What was analysed: the file, the industry. */
  subject: string;
  /** The kind's own lines (its best finding), shown while the result is there to see. */
  children?: ReactNode;
  deleteConfirmBody: string;
};

/** One past analysis: what, when, how it went, what it found, and what can be done with it. */
export function AnalysisHistoryRow({
  kind,
  item,
  icon: Icon,
  subject,
  children,
  deleteConfirmBody,
}: THistoryRowProps) {
  const { t } = useTranslation('analyses');
  const language = useLanguage();
  const running = item.status === 'pending' || item.status === 'processing';
  const viewable = !item.expired && item.status !== 'failed';

  return (
    <div className={classes.row}>
      <div className={classes.rowMain}>
        <Group gap={8} wrap="nowrap" className={classes.subject}>
          <Icon size={18} aria-hidden />
          <Text fw={700} truncate="end" title={subject}>
            {subject}
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
        {!item.expired && children}
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
            to={resultPath(kind, item.id)}
            size="xs"
            radius="xl"
            variant="light"
          >
            {running ? t('history.follow') : t('history.view')}
          </Button>
        )}
        {!running && (
          <DeleteAnalysisButton
            kind={kind}
            analysisId={item.id}
            size="xs"
            confirmBody={deleteConfirmBody}
          />
        )}
      </Group>
    </div>
  );
}
