import {
  Alert,
  Button,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TAssessmentHistoryItem } from '@irreplaceable/contracts/assessments/assessment';
import { useAnalystsById } from '../../../shared/analysts/get-analysts';
import { IconAlert, IconCompass } from '../../../shared/ui/icons';
import { useAssessmentHistory } from '../api/list-assessment-history';
import { HistoryItem } from '../components/history-item';
import classes from './job-fit-pages.module.css';

const PAGE_SIZE = 10;

/** /me/job-fit-analysis/history: every job-fit assessment of the signed-in user, paged. */
export default function JobFitHistoryPage() {
  const { t } = useTranslation('jobFit');
  const navigate = useNavigate();
  const personas = useAnalystsById();
  const [page, setPage] = useState(1);
  const history = useAssessmentHistory(page, PAGE_SIZE);
  const items = history.data?.items ?? [];
  const pageCount = Math.max(1, Math.ceil((history.data?.total ?? 0) / PAGE_SIZE));

  // Continuing happens in the modal on the job's page, which opens it on arrival.
  const handleContinue = (item: TAssessmentHistoryItem) =>
    void navigate(`/jobs/${item.job_id}`, { state: { openJobFit: true } });
  const handleView = (item: TAssessmentHistoryItem) =>
    void navigate(`/me/job-fit-analysis/result/${item.id}`);

  return (
    <Stack gap="md">
      <div>
        <Title order={1} className={classes.title}>
          {t('historyPage.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('historyPage.intro')}
        </Text>
      </div>

      <Paper withBorder className={classes.panel}>
        {history.isPending && (
          <Stack gap="md" p="md" aria-busy="true">
            {[0, 1, 2, 3].map((index) => (
              <Stack key={index} gap={8}>
                <Skeleton height={14} width="45%" />
                <Skeleton height={12} width="70%" />
              </Stack>
            ))}
          </Stack>
        )}

        {history.isError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlert size={18} />}
            title={t('historyPage.loadError')}
            m="md"
          >
            <Button
              size="xs"
              color="red"
              variant="white"
              loading={history.isFetching}
              onClick={() => void history.refetch()}
            >
              {t('historyPage.retry')}
            </Button>
          </Alert>
        )}

        {history.isSuccess && items.length === 0 && (
          <Stack align="center" gap="xs" className={classes.empty}>
            <IconCompass size={40} className={classes.emptyIcon} />
            <Text fw={650} fz="lg">
              {t('historyPage.empty')}
            </Text>
            <Text c="gray.7" ta="center" maw={420}>
              {t('historyPage.emptyHint')}
            </Text>
            <Button component={Link} to="/jobs" variant="light" mt="sm">
              {t('historyPage.browseJobs')}
            </Button>
          </Stack>
        )}

        {items.length > 0 && (
          <ul className={classes.list} aria-label={t('historyPage.listLabel')}>
            {items.map((item) => (
              <li key={item.id}>
                <HistoryItem
                  item={item}
                  persona={personas[item.selected_llm_model]}
                  showJob
                  onContinue={handleContinue}
                  onView={handleView}
                />
              </li>
            ))}
          </ul>
        )}
      </Paper>

      {pageCount > 1 && (
        <Group component="nav" justify="center" aria-label={t('historyPage.pagination')}>
          <Pagination total={pageCount} value={page} onChange={setPage} radius="xl" />
        </Group>
      )}
    </Stack>
  );
}
