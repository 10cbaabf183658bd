import {
  Alert,
  Badge,
  Combobox,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { INDUSTRY_ANALYSIS, type Language } from '@irreplaceable/contracts/constants';
import type { TIndustryItem } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import { useLanguage } from '../../../shared/i18n/use-language';
import { IconAlert, IconSearch } from '../../../shared/ui/icons';
import { isSearchable, useIndustrySearch } from '../api/search-industries';
import { industryNames } from '../utils/industry-names';
import classes from './industry-start.module.css';

/** How long typing pauses before the box asks for suggestions. */
export const SEARCH_DEBOUNCE_MS = 200;

/** What a first-time reader can type: queries in the page's language, which the search takes. */
const EXAMPLE_QUERIES: Record<Language, readonly string[]> = {
  en: ['fintech', 'hospitals', 'electric vehicles', 'video games', 'online retail', 'logistics'],
  zh: ['新能源汽车', '直播电商', '游戏', '跨境电商', '医院', '物流'],
};

const HAN = /\p{Script=Han}/u;

/** The server's "that is no industry" answer to a submitted query: its words, and industries to try. */
export type TNotAnIndustry = { detail: string; examples: string[] };

type TIndustrySearchProps = {
  text: string;
  onTextChange: (text: string) => void;
  selected: TIndustryItem | null;
  onSelect: (item: TIndustryItem) => void;
  /** The same answer from the start request, when it came from there. */
  notAnIndustry: TNotAnIndustry | null;
  disabled: boolean;
};

/**
 * One suggestion. The Chinese name and the GB/T lines help a reader of Chinese, so an English page
 * shows them only when the reader typed Chinese.
 */
function Suggestion({ item, typed }: { item: TIndustryItem; typed: string }) {
  const { t } = useTranslation('industryAnalysis');
  const language = useLanguage();
  const showsChinese = language === 'zh' || HAN.test(typed);
  // The words that matched say something only when they are not what the reader typed.
  const showsMatched =
    item.matched !== null && item.matched.toLowerCase() !== typed.trim().toLowerCase();
  const { name, otherName } = industryNames(item, language);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <div className={classes.suggestionText}>
        <Text size="sm" fw={650} span>
          {name}
        </Text>
        {otherName && showsChinese && (
          <Text size="sm" c="gray.7" span lang={language === 'zh' ? 'en' : 'zh'}>
            {' · '}
            {otherName}
          </Text>
        )}
        {showsMatched && (
          <Text size="xs" c="lagoon.8" fw={600}>
            {t('start.search.matched', { text: item.matched })}
          </Text>
        )}
        {item.note && (
          <Text size="xs" c="gray.7" mt={2}>
            {item.note}
          </Text>
        )}
        {item.gbt.length > 0 && showsChinese && (
          <Text size="xs" c="dimmed" truncate="end">
            GB/T {item.gbt.map((gbt) => `${gbt.code} ${gbt.name}`).join(' · ')}
          </Text>
        )}
      </div>
      <Stack gap={2} align="flex-end">
        <Badge variant="light" color="gray" radius="sm" className={classes.code}>
          {t('start.search.code', { code: item.code })}
        </Badge>
        {item.parents.length > 0 && (
          <Text size="xs" c="dimmed" ta="right" className={classes.parents}>
            {t('start.search.parents', {
              codes: item.parents.join(language === 'zh' ? '、' : ', '),
            })}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/**
 * The industry box: suggestions as the reader types (debounced), example queries to start from,
 * and when a submitted query names no industry, the server's reason with industries to try.
 */
export function IndustrySearch({
  text,
  onTextChange,
  selected,
  onSelect,
  notAnIndustry,
  disabled,
}: TIndustrySearchProps) {
  const { t } = useTranslation('industryAnalysis');
  const language = useLanguage();
  const input = useRef<HTMLInputElement>(null);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // A chosen industry's own name is not a new search.
  const searched = selected ? '' : debounced;
  const search = useIndustrySearch(searched);
  const isSearched = isSearchable(searched);
  const items = isSearched && search.data ? search.data.items : [];
  // Suggestions say nothing about a query that matches nothing: that waits for the submit.
  const problem = search.isError && isSearched ? t('start.search.searchError') : null;
  const notFound = notAnIndustry;

  const handleType = (value: string) => {
    onTextChange(value);
    combobox.openDropdown();
    combobox.updateSelectedOptionIndex();
  };

  const handleExample = (example: string) => {
    handleType(example);
    input.current?.focus();
  };

  const handlePick = (code: string) => {
    const item = items.find((candidate) => candidate.code === code);
    if (item) onSelect(item);
    combobox.closeDropdown();
  };

  return (
    <Stack gap="xs">
      <Combobox store={combobox} onOptionSubmit={handlePick} disabled={disabled}>
        <Combobox.Target>
          <TextInput
            ref={input}
            label={t('start.search.label')}
            description={t('start.search.hint')}
            placeholder={t('start.search.placeholder')}
            value={text}
            maxLength={INDUSTRY_ANALYSIS.queryMaxLength}
            disabled={disabled}
            size="md"
            leftSection={<IconSearch size={18} />}
            rightSection={search.isFetching ? <Loader size={16} /> : null}
            onChange={(event) => handleType(event.currentTarget.value)}
            onFocus={() => combobox.openDropdown()}
            onClick={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            autoComplete="off"
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={items.length === 0}>
          <Combobox.Options aria-label={t('start.search.suggestions')}>
            {items.map((item) => (
              <Combobox.Option key={item.code} value={item.code}>
                <Suggestion item={item} typed={searched} />
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>

      {selected && (
        <Text size="sm" c="lagoon.8" fw={600} aria-live="polite">
          {t('start.search.chosen', { name: industryNames(selected, language).name })}{' '}
          <Text span size="xs" c="dimmed" fw={500}>
            {t('start.search.code', { code: selected.code })}
          </Text>
        </Text>
      )}

      {notFound ? (
        <Alert color="orange" variant="light" icon={<IconAlert size={18} />} role="alert">
          <Text size="sm">{notFound.detail}</Text>
          {notFound.examples.length > 0 && (
            <>
              <Text size="sm" fw={600} mt="xs">
                {t('start.notIndustry.examples')}
              </Text>
              <Group gap={6} mt={6}>
                {notFound.examples.map((example) => (
                  <Badge
                    key={example}
                    component="button"
                    type="button"
                    variant="white"
                    color="dark"
                    radius="xl"
                    tt="none"
                    fw={500}
                    className={classes.chip}
                    onClick={() => handleExample(example)}
                  >
                    {example}
                  </Badge>
                ))}
              </Group>
            </>
          )}
        </Alert>
      ) : (
        problem && (
          <Text size="sm" c="red.8">
            {problem}
          </Text>
        )
      )}

      <Group gap={6} align="center" aria-label={t('start.search.examples')} role="group">
        <Text size="xs" c="dimmed" fw={600}>
          {t('start.search.examples')}
        </Text>
        {EXAMPLE_QUERIES[language].map((example) => (
          <Badge
            key={example}
            component="button"
            type="button"
            variant="default"
            radius="xl"
            tt="none"
            fw={500}
            className={classes.chip}
            disabled={disabled}
            onClick={() => handleExample(example)}
          >
            {example}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
