import { Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TAssessmentHistoryItem } from '@irreplaceable/contracts/assessments/assessment';
import { useAnalystsById } from '../../../shared/analysts/get-analysts';
import { IconCompass } from '../../../shared/ui/icons';
import { EmptyState } from '../../../shared/ui/paged-list/empty-state';
import { PagedList } from '../../../shared/ui/paged-list/paged-list';
import { useAssessmentHistory } from '../api/list-assessment-history';
import { HistoryItem } from '../components/history-item';
import classes from './job-fit-pages.module.css';
import { PageHeading } from '../../../shared/ui/page-heading';
import { DividedList } from '../../../shared/ui/divided-list';

const PAGE_SIZE = 10;

/** /me/job-fit-analysis/history: every job-fit assessment of the signed-in user, paged. */
export default function JobFitHistoryPage() {
  const { t } = useTranslation('jobFit');
  const navigate = useNavigate();
  const personas = useAnalystsById();
  const [page, setPage] = useState(1);
  const history = useAssessmentHistory(page, PAGE_SIZE);

  // Continuing happens in the modal on the job's page, which opens it on arrival.
  const handleContinue = (item: TAssessmentHistoryItem) =>
    void navigate(`/jobs/${item.job_id}`, { state: { openJobFit: true } });

  return (
    <Stack gap="md">
      <PageHeading title={t('historyPage.title')} intro={t('historyPage.intro')} />

      <PagedList
        query={history}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        errorTitle={t('historyPage.loadError')}
        retryLabel={t('historyPage.retry')}
        paginationLabel={t('historyPage.pagination')}
        panelClassName={classes.panel}
        skeleton={
          <Stack gap="md" p="md">
            {[0, 1, 2, 3].map((index) => (
              <Stack key={index} gap={8}>
                <Skeleton height={14} width="45%" />
                <Skeleton height={12} width="70%" />
              </Stack>
            ))}
          </Stack>
        }
        empty={
          <EmptyState
            icon={IconCompass}
            title={t('historyPage.empty')}
            hint={t('historyPage.emptyHint')}
            action={{ to: '/jobs', label: t('historyPage.browseJobs') }}
          />
        }
        renderItems={(items) => (
          <DividedList label={t('historyPage.listLabel')}>
            {items.map((item) => (
              <li key={item.id}>
                <HistoryItem
                  item={item}
                  persona={personas[item.selected_llm_model]}
                  showJob
                  onContinue={handleContinue}
                />
              </li>
            ))}
          </DividedList>
        )}
      />
    </Stack>
  );
}
