import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TAssessmentHistoryItem } from '@irreplaceable/contracts/assessments/assessment';
import type { TAnalystPersona } from '@irreplaceable/contracts/analysis/personas';
import { AnalystAvatar } from '../../../shared/analysts/analyst-avatar';
import { useLanguage } from '../../../shared/i18n/use-language';
import { formatDateTime } from '../../../shared/i18n/format-date-time';
import { historyAction } from '../utils/history-rules';
import { jobFitResultPath } from '../utils/result-path';
import classes from './history.module.css';

type THistoryItemProps = {
  item: TAssessmentHistoryItem;
  persona: TAnalystPersona | undefined;
  /** On the history page each row names its job and links to it. */
  showJob?: boolean;
  onContinue: (item: TAssessmentHistoryItem) => void;
};

const STATUS_COLORS = {
  pending: 'gray',
  in_progress: 'blue',
  completed: 'lagoon',
  abandoned: 'gray',
  failed: 'red',
} as const;

/** One past assessment: when, which mode and analyst, how far it got, and what can be done. */
export function HistoryItem({ item, persona, showJob = false, onContinue }: THistoryItemProps) {
  const { t } = useTranslation('jobFit');
  const language = useLanguage();
  const action = historyAction(item);

  return (
    <div className={classes.item}>
      <div className={classes.itemMain}>
        {showJob && (
          <Anchor component={Link} to={`/jobs/${item.job_id}`} fw={700} className={classes.job}>
            {item.job_title}
          </Anchor>
        )}
        <Group gap={6} mt={showJob ? 4 : 0}>
          <Badge variant="light" radius="sm" color={STATUS_COLORS[item.status]}>
            {t(`history.status.${item.status}`)}
          </Badge>
          <Badge
            variant="outline"
            radius="sm"
            color={item.assessment_type === 'credit' ? 'grape' : 'gray'}
          >
            {t(`history.mode.${item.assessment_type}`)}
          </Badge>
          {item.fit_score !== null && (
            <Badge variant="filled" radius="sm" color="lagoon">
              {t('history.fitScore', { score: item.fit_score })}
            </Badge>
          )}
          {item.status !== 'completed' && item.can_continue && (
            <Text size="xs" c="gray.7">
              {t('history.phase', { phase: item.current_phase })}
            </Text>
          )}
        </Group>
        <Group gap={8} mt={6} wrap="nowrap">
          <AnalystAvatar analystId={item.selected_llm_model} persona={persona} size={22} />
          <Text size="sm" c="gray.7">
            {persona?.displayName ?? item.selected_llm_model} ·{' '}
            {t('history.started', { date: formatDateTime(item.started_at, language) })}
          </Text>
        </Group>
      </div>
      <div className={classes.itemAction}>
        {action === 'continue' && (
          <Button size="xs" radius="xl" onClick={() => onContinue(item)}>
            {t('history.continue')}
          </Button>
        )}
        {action === 'view' && (
          <Button
            component={Link}
            to={jobFitResultPath(item.id)}
            size="xs"
            radius="xl"
            variant="light"
          >
            {t('history.viewResults')}
          </Button>
        )}
        {showJob && item.status === 'completed' && (
          <Anchor component={Link} to={`/me/cv-editor?tailor=${item.job_id}`} size="xs" fw={600}>
            {t('history.tailorCv')}
          </Anchor>
        )}
        {action === 'expired' && (
          <Button size="xs" radius="xl" variant="default" disabled className={classes.expired}>
            {t('history.expired')}
          </Button>
        )}
      </div>
    </div>
  );
}
