import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { SEARCH } from '@irreplaceable/contracts/constants';
import { useTranslation } from 'react-i18next';
import type { TTranslationKey } from '../../../shared/i18n/i18n';
import type { TErrorDialogState } from '../store/search-view-store';

/** Example searches the dialog offers, in the interface language (spec 000 section 2). */
const EXAMPLE_KEYS: TTranslationKey[] = [
  'search.examples.softwareEngineer',
  'search.examples.dataScientist',
  'search.examples.productManager',
  'search.examples.nurse',
  'search.examples.accountant',
  'search.examples.graphicDesigner',
];

type TSearchErrorDialogProps = {
  dialog: TErrorDialogState | null;
  onClose: () => void;
  onRetry: () => void;
  onSearch: (query: string) => void;
};

function QueryChips({
  label,
  queries,
  onSearch,
}: {
  label: string;
  queries: string[];
  onSearch: (query: string) => void;
}) {
  return (
    <Stack gap={8}>
      <Text size="sm" fw={600} c="dark.5">
        {label}
      </Text>
      <Group gap="xs">
        {queries.map((query) => (
          <Button
            key={query}
            size="compact-sm"
            radius="xl"
            variant="light"
            onClick={() => onSearch(query)}
          >
            {query}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/**
 * Why a search could not run (spec 000 section 2, "Search error dialog"): a title and suggestion
 * per error type, better searches the server proposes, example searches, Close and Try again
 * (which re-runs the query; for a blank one, it hands the search box back to be typed in).
 */
export function SearchErrorDialog({ dialog, onClose, onRetry, onSearch }: TSearchErrorDialogProps) {
  const { t } = useTranslation();
  const error = dialog?.error;
  const isRetryAllowed = dialog !== null && dialog.retryCount < SEARCH.maxRetries;
  const showsExamples = error?.type !== 'rate_limit_error';
  const suggestion = error
    ? (error.suggestion ??
      t(`search.errorTypes.${error.type}.suggestion`, { max: SEARCH.queryMaxLength }))
    : null;

  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      size={500}
      centered
      // A blank search is tried again by typing one: the caller puts the cursor in the box.
      returnFocus={dialog?.query !== ''}
      title={error ? t(`search.errorTypes.${error.type}.title`) : null}
      closeButtonProps={{ 'aria-label': t('search.errorDialog.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {dialog && error && (
        <Stack gap="lg">
          <Stack gap={6}>
            {/* The server's suggestion may already open with its message: say it once. */}
            {!suggestion?.startsWith(error.message) && <Text>{error.message}</Text>}
            <Text size="sm" c="dimmed">
              {suggestion}
            </Text>
          </Stack>
          {error.examples.length > 0 && (
            <QueryChips
              label={t('search.errorDialog.improvements')}
              queries={error.examples}
              onSearch={onSearch}
            />
          )}
          {showsExamples && (
            <QueryChips
              label={t('search.errorDialog.examples')}
              queries={EXAMPLE_KEYS.map((key) => t(key))}
              onSearch={onSearch}
            />
          )}
          {dialog.query && !isRetryAllowed && (
            <Text size="sm" c="dimmed">
              {t('search.errorDialog.retryLimit')}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('search.errorDialog.close')}
            </Button>
            <Button onClick={onRetry} disabled={!isRetryAllowed}>
              {t('search.errorDialog.tryAgain')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
