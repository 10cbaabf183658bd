import { Chip, Container, Group, NativeSelect, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { JOB_FILTERS, type TJobFilter } from '@irreplaceable/contracts/jobs/job';
import { PAGING } from '@irreplaceable/contracts/constants';
import type { TSearchBy } from '../api/query-keys';
import { IconSearch } from './board-icons';
import classes from './board-header.module.css';

type TBoardHeaderProps = {
  searchText: string;
  onSearchTextChange: (value: string) => void;
  searchBy: TSearchBy;
  onSearchByChange: (value: TSearchBy) => void;
  filter: TJobFilter;
  onFilterChange: (value: TJobFilter) => void;
  /** Under 768 px the chips fold into one selector. */
  isMobile: boolean;
  total: number | null;
};

/** The board's sticky top: title, search box with its search-by selector, and the risk filters. */
export function BoardHeader(props: TBoardHeaderProps) {
  const { t } = useTranslation();
  const { searchBy, filter, isMobile, total } = props;
  const filterOptions = JOB_FILTERS.map((value) => ({
    value,
    label: t(`jobs.board.filters.${value}`),
  }));

  return (
    <div className={classes.sticky}>
      <Container size="lg" className={classes.inner}>
        <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
          <Title order={1} className={classes.title}>
            {t('jobs.board.title')}
          </Title>
          {total !== null && (
            <Text size="sm" c="dimmed" className={classes.count}>
              {t('jobs.board.count', { count: total })}
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
            aria-label={t('jobs.board.searchLabel')}
            placeholder={t(
              searchBy === 'name'
                ? 'jobs.board.searchPlaceholderName'
                : 'jobs.board.searchPlaceholderCategory',
            )}
            type="search"
            radius="xl"
            size="md"
          />
          <NativeSelect
            className={classes.searchBy}
            aria-label={t('jobs.board.searchBy')}
            value={searchBy}
            onChange={(event) =>
              props.onSearchByChange(event.currentTarget.value === 'category' ? 'category' : 'name')
            }
            data={[
              { value: 'name', label: t('jobs.board.searchByName') },
              { value: 'category', label: t('jobs.board.searchByCategory') },
            ]}
            radius="xl"
            size="md"
          />
          {isMobile && (
            <NativeSelect
              className={classes.filterSelect}
              aria-label={t('jobs.board.filterLabel')}
              value={filter}
              onChange={(event) =>
                props.onFilterChange(
                  JOB_FILTERS.find((value) => value === event.currentTarget.value) ?? 'all',
                )
              }
              data={filterOptions.map((option) =>
                option.value === 'all'
                  ? { ...option, label: t('jobs.board.filterAllLevels') }
                  : option,
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
              props.onFilterChange(JOB_FILTERS.find((option) => option === value) ?? 'all')
            }
          >
            <Group gap={8} role="radiogroup" aria-label={t('jobs.board.filterLabel')}>
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
