import { Chip, Container, Group, NativeSelect, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TNewsFilter } from '@irreplaceable/contracts/news/list-news';
import { PAGING } from '@irreplaceable/contracts/constants';
import type { TNewsSearchBy } from '../api/query-keys';
import { NEWS_BOARD_FILTERS, parseNewsFilter } from '../utils/news-filters';
import { IconSearch } from './news-icons';
import classes from './news-board-header.module.css';

type TNewsBoardHeaderProps = {
  searchText: string;
  onSearchTextChange: (value: string) => void;
  searchBy: TNewsSearchBy;
  onSearchByChange: (value: TNewsSearchBy) => void;
  filter: TNewsFilter;
  onFilterChange: (value: TNewsFilter) => void;
  /** Under 768 px the chips fold into one selector. */
  isMobile: boolean;
  total: number | null;
};

/** The board's sticky top, laid out like the job board's: title, search and topic chips. */
export function NewsBoardHeader(props: TNewsBoardHeaderProps) {
  const { t } = useTranslation('news');
  const { searchBy, filter, isMobile, total } = props;
  const filterOptions = NEWS_BOARD_FILTERS.map((value) => ({
    value,
    label: t(`filters.${value}`),
  }));

  return (
    <div className={classes.sticky}>
      <Container size="lg" className={classes.inner}>
        <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
          <div>
            <Title order={1} className={classes.title}>
              {t('board.title')}
            </Title>
            <Text size="sm" c="gray.7" visibleFrom="sm">
              {t('board.intro')}
            </Text>
          </div>
          {total !== null && (
            <Text size="sm" c="gray.7" className={classes.count}>
              {t('board.count', { count: total })}
            </Text>
          )}
        </Group>

        <div className={classes.searchRow}>
          <TextInput
            className={classes.search}
            value={props.searchText}
            onChange={(event) => props.onSearchTextChange(event.currentTarget.value)}
            maxLength={PAGING.boardSearchMaxLength}
            leftSection={<IconSearch size={17} />}
            aria-label={t('board.searchLabel')}
            placeholder={t(
              searchBy === 'title'
                ? 'board.searchPlaceholderTitle'
                : 'board.searchPlaceholderCategory',
            )}
            type="search"
            radius="xl"
            size="md"
          />
          <NativeSelect
            className={classes.searchBy}
            aria-label={t('board.searchBy')}
            value={searchBy}
            onChange={(event) =>
              props.onSearchByChange(
                event.currentTarget.value === 'category' ? 'category' : 'title',
              )
            }
            data={[
              { value: 'title', label: t('board.searchByTitle') },
              { value: 'category', label: t('board.searchByCategory') },
            ]}
            radius="xl"
            size="md"
          />
          {isMobile && (
            <NativeSelect
              className={classes.filterSelect}
              aria-label={t('board.filterLabel')}
              value={filter}
              onChange={(event) => props.onFilterChange(parseNewsFilter(event.currentTarget.value))}
              data={filterOptions.map((option) =>
                option.value === 'all' ? { ...option, label: t('board.filterAll') } : option,
              )}
              radius="xl"
              size="md"
            />
          )}
        </div>

        {!isMobile && (
          <Chip.Group
            value={filter}
            onChange={(value) =>
              props.onFilterChange(parseNewsFilter(typeof value === 'string' ? value : null))
            }
          >
            <Group gap={8} role="radiogroup" aria-label={t('board.filterLabel')}>
              {filterOptions.map((option) => (
                <Chip key={option.value} value={option.value} type="radio" variant="light">
                  {option.label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
      </Container>
    </div>
  );
}
