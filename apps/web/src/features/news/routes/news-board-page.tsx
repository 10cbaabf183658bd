import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, NEWS } from '@irreplaceable/contracts/constants';
import { useBoardFilters } from '../../../shared/hooks/use-board-filters';
import { isLanguage } from '../../../shared/i18n/i18n';
import { BoardHeader } from '../../../shared/ui/board/board-header';
import { BoardResults } from '../../../shared/ui/board/board-results';
import { useNewsBoard } from '../api/list-news';
import type { TNewsSearchBy } from '../api/query-keys';
import { NewsCard } from '../components/news-card';
import { NewsCardSkeleton } from '../components/news-card-skeleton';
import { NEWS_BOARD_FILTERS } from '../utils/news-filters';

/** Cards in the first row load their covers at once; the rest as they come near. */
const EAGER_COVERS = 3;
export const BOARD_CHOICES = {
  searchBy: ['title', 'category'] as const satisfies readonly TNewsSearchBy[],
  filter: NEWS_BOARD_FILTERS,
};

/** /news: the news board (spec 000 section 2), laid out like the job board. */
export default function NewsBoardPage() {
  const { t, i18n } = useTranslation('news');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const board = useBoardFilters(BOARD_CHOICES);
  const { filters, updateFilters } = board;
  const news = useNewsBoard(language, filters);
  const total = news.data?.pages[0]?.total ?? null;

  return (
    <div>
      <BoardHeader
        title={t('board.title')}
        intro={t('board.intro')}
        countLabel={total === null ? null : t('board.count', { count: total })}
        search={{
          text: board.searchText,
          onTextChange: board.changeSearchText,
          label: t('board.searchLabel'),
          placeholder: t(
            filters.searchBy === 'title'
              ? 'board.searchPlaceholderTitle'
              : 'board.searchPlaceholderCategory',
          ),
          by: filters.searchBy,
          byLabel: t('board.searchBy'),
          byOptions: [
            { value: 'title', label: t('board.searchByTitle') },
            { value: 'category', label: t('board.searchByCategory') },
          ],
          onByChange: (searchBy) => updateFilters({ searchBy }),
        }}
        filter={{
          value: filters.filter,
          label: t('board.filterLabel'),
          options: NEWS_BOARD_FILTERS.map((value) => ({ value, label: t(`filters.${value}`) })),
          allLabel: t('board.filterAll'),
          onChange: (filter) => updateFilters({ filter }),
        }}
      />
      <BoardResults
        board={news}
        itemKey={(item) => item.id}
        renderItem={(item, index) => (
          <NewsCard item={item} language={language} isEager={index < EAGER_COVERS} />
        )}
        skeleton={<NewsCardSkeleton />}
        onClearFilters={board.hasFilters ? board.clearFilters : null}
        texts={{
          empty: t('board.empty'),
          // Only the popular chip can be empty with nothing to adjust: say what it waits for.
          emptyHint: t(
            filters.filter === 'popular' && !filters.search
              ? 'board.emptyHintPopular'
              : 'board.emptyHint',
            { views: NEWS.popularViews.toLocaleString(language) },
          ),
          clearFilters: t('board.clearFilters'),
          loadingMore: t('board.loadingMore'),
          end: t('board.end'),
          error: t('board.error'),
          retry: t('board.retry'),
        }}
      />
    </div>
  );
}
