import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAssessmentHistoryItem } from '@irreplaceable/contracts/assessments/assessment';
import type { TAnalystsById } from '../../../shared/analysts/get-analysts';
import { IconAlert } from '../../../shared/ui/icons';
import { useJobHistory } from '../hooks/use-job-history';
import { HistoryItem } from './history-item';
import { DividedList } from '../../../shared/ui/divided-list';

type TJobHistoryListProps = {
  jobId: number;
  personas: TAnalystsById;
  onContinue: (item: TAssessmentHistoryItem) => void;
};

/** The modal's history list: past assessments of this job (spec 001 section 2). */
export function JobHistoryList({ jobId, personas, onContinue }: TJobHistoryListProps) {
  const { t } = useTranslation('jobFit');
  const history = useJobHistory(jobId);

  if (history.error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlert size={18} />} title={history.error}>
        <Button size="xs" color="red" variant="white" onClick={history.retry}>
          {t('history.retry')}
        </Button>
      </Alert>
    );
  }
  if (!history.items) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={48} />
        <Skeleton height={48} />
      </Stack>
    );
  }
  if (history.items.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('history.empty')}
      </Text>
    );
  }
  return (
    <DividedList label={t('history.listLabel')}>
      {history.items.map((item) => (
        <li key={item.id}>
          <HistoryItem
            item={item}
            persona={personas[item.selected_llm_model]}
            onContinue={onContinue}
          />
        </li>
      ))}
    </DividedList>
  );
}
