import { Box, Chip, Container, Group, NativeSelect, Text, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { DEFAULT_LANGUAGE } from '@irreplaceable/contracts/constants';
import { LANGUAGE_PARAM } from '../../i18n/language-address';
import { useLanguage } from '../../i18n/use-language';
import { IconSearch } from '../icons';
import classes from './board-header.module.css';

export type TBoardOption<T extends string> = { value: T; label: string };

/** The chosen option, or the first (the board's default) for anything else. */
export function pickOption<T extends string>(options: TBoardOption<T>[], value: unknown): T {
  return (options.find((option) => option.value === value) ?? options[0]!).value;
}

type TBoardHeaderProps<TSearchBy extends string, TFilter extends string> = {
  title: string;
  /** A line under the title, from the small breakpoint up. */
  intro?: string;
  /** "12 jobs", once the total is known. */
  countLabel: string | null;
  search: {
    text: string;
    onTextChange: (value: string) => void;
    label: string;
    placeholder: string;
    by: TSearchBy;
    byLabel: string;
    byOptions: TBoardOption<TSearchBy>[];
    onByChange: (value: TSearchBy) => void;
  };
  filter: {
    value: TFilter;
    label: string;
    options: TBoardOption<TFilter>[];
    /** The first option's name in the folded selector, where it stands alone. */
    allLabel: string;
    onChange: (value: TFilter) => void;
  };
};

/**
 * A board's sticky top (jobs, news): title, search box with its search-by selector, and chips.
 * Under 768 px (Mantine's `sm`) the chips fold into one selector. Both are in the page and the
 * stylesheet shows one, so a page drawn on the server is already laid out for the screen.
 */
export function BoardHeader<TSearchBy extends string, TFilter extends string>(
  props: TBoardHeaderProps<TSearchBy, TFilter>,
) {
  const { search, filter } = props;
  const language = useLanguage();

  return (
    <div className={classes.sticky}>
      <Container size="lg" className={classes.inner}>
        <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
          <div>
            <Title order={1} className={classes.title}>
              {props.title}
            </Title>
            {props.intro && (
              <Text size="sm" c="gray.7" visibleFrom="sm">
                {props.intro}
              </Text>
            )}
          </div>
          {props.countLabel !== null && (
            <Text size="sm" c="gray.7" className={classes.count}>
              {props.countLabel}
            </Text>
          )}
        </Group>

        {/* A real form, named as the board's address (?q=&by=&filter=): sent by the browser before
            the app runs, it opens the board with that search; once live, the board searches as
            people type and the form is never sent. */}
        <form
          role="search"
          method="get"
          className={classes.searchRow}
          onSubmit={(event: FormEvent<HTMLFormElement>) => event.preventDefault()}
        >
          {language !== DEFAULT_LANGUAGE && (
            <input type="hidden" name={LANGUAGE_PARAM} value={language} />
          )}
          <TextInput
            name="q"
            className={classes.search}
            value={search.text}
            // No maxLength: the browser would cut a paste before the cleaning strips it.
            onChange={(event) => search.onTextChange(event.currentTarget.value)}
            leftSection={<IconSearch size={17} />}
            aria-label={search.label}
            placeholder={search.placeholder}
            type="search"
            radius="xl"
            size="md"
          />
          <NativeSelect
            name="by"
            className={classes.searchBy}
            aria-label={search.byLabel}
            value={search.by}
            onChange={(event) =>
              search.onByChange(pickOption(search.byOptions, event.currentTarget.value))
            }
            data={search.byOptions}
            radius="xl"
            size="md"
          />
          <NativeSelect
            // The chosen filter on every screen (the chips show it from 768 px): the one sent.
            name="filter"
            hiddenFrom="sm"
            className={classes.filterSelect}
            aria-label={filter.label}
            value={filter.value}
            onChange={(event) =>
              filter.onChange(pickOption(filter.options, event.currentTarget.value))
            }
            data={filter.options.map((option, index) =>
              index === 0 ? { ...option, label: filter.allLabel } : option,
            )}
            radius="xl"
            size="md"
          />
        </form>

        <Box visibleFrom="sm">
          <Chip.Group
            value={filter.value}
            onChange={(value) => filter.onChange(pickOption(filter.options, value))}
          >
            <Group gap={8} role="radiogroup" aria-label={filter.label}>
              {filter.options.map((option) => (
                <Chip key={option.value} value={option.value} type="radio" variant="light">
                  {option.label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Box>
      </Container>
    </div>
  );
}
