import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@irreplaceable/contracts/constants';
import { JOB_FILTERS } from '@irreplaceable/contracts/jobs/job';
import { useBoardFilters } from '../../../shared/hooks/use-board-filters';
import { isLanguage } from '../../../shared/i18n/i18n';
import { BoardHeader } from '../../../shared/ui/board/board-header';
import { BoardResults } from '../../../shared/ui/board/board-results';
import { useJobsBoard } from '../api/list-jobs';
import type { TSearchBy } from '../api/query-keys';
import { JobCard } from '../components/job-card';
import { AnalyseTitleOffer } from '../components/analyse-title-offer';
import { JobCardSkeleton } from '../components/job-card-skeleton';

export const BOARD_CHOICES = {
  searchBy: ['name', 'category'] as const satisfies readonly TSearchBy[],
  filter: JOB_FILTERS,
};

/** /jobs: every analysed job, searchable and filtered by risk (spec 000 section 2). */
export default function JobsBoardPage() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const board = useBoardFilters(BOARD_CHOICES);
  const { filters, updateFilters } = board;
  const jobs = useJobsBoard(language, filters);
  const total = jobs.data?.pages[0]?.total ?? null;

  return (
    <div>
      <BoardHeader
        title={t('jobs.board.title')}
        countLabel={total === null ? null : t('jobs.board.count', { count: total })}
        search={{
          text: board.searchText,
          onTextChange: board.changeSearchText,
          label: t('jobs.board.searchLabel'),
          placeholder: t(
            filters.searchBy === 'name'
              ? 'jobs.board.searchPlaceholderName'
              : 'jobs.board.searchPlaceholderCategory',
          ),
          by: filters.searchBy,
          byLabel: t('jobs.board.searchBy'),
          byOptions: [
            { value: 'name', label: t('jobs.board.searchByName') },
            { value: 'category', label: t('jobs.board.searchByCategory') },
          ],
          onByChange: (searchBy) => updateFilters({ searchBy }),
        }}
        filter={{
          value: filters.filter,
          label: t('jobs.board.filterLabel'),
          options: JOB_FILTERS.map((value) => ({
            value,
            label: t(`jobs.board.filters.${value}`),
          })),
          allLabel: t('jobs.board.filterAllLevels'),
          onChange: (filter) => updateFilters({ filter }),
        }}
      />
      <BoardResults
        board={jobs}
        itemKey={(job) => job.id}
        renderItem={(job) => <JobCard job={job} />}
        skeleton={<JobCardSkeleton />}
        onClearFilters={board.hasFilters ? board.clearFilters : null}
        emptyAction={
          filters.searchBy === 'name' && filters.search ? (
            <AnalyseTitleOffer title={filters.search} />
          ) : null
        }
        texts={{
          empty: t('jobs.board.empty'),
          emptyHint: t('jobs.board.emptyHint'),
          clearFilters: t('jobs.board.clearFilters'),
          loadingMore: t('jobs.board.loadingMore'),
          end: t('jobs.board.end'),
          error: t('jobs.board.error'),
          retry: t('jobs.board.retry'),
        }}
      />
    </div>
  );
}
