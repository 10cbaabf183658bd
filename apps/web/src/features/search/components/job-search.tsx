import { Button, Container, Loader, Text } from '@mantine/core';
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_LANGUAGE } from '@irreplaceable/contracts/constants';
import { LANGUAGE_PARAM } from '../../../shared/i18n/language-address';
import { useLanguage } from '../../../shared/i18n/use-language';
import { HOME_SEARCH_PARAM } from '../../../shared/routing/home-search-link';
import type { TTranslationKey } from '../../../shared/i18n/i18n';
import { loadSearchDialogs, loadSearchRuntime } from '../runtime/load-search-runtime';
import { setSearchInput, useSearchViewStore, type TSearchStage } from '../store/search-view-store';
import { isRestorable, useSearchStateStore } from '../store/search-state-store';
import { SEARCH_BOX_ID } from './search-box-id';
import { IconSearch } from './search-icons';
import classes from './job-search.module.css';

/*
 * The box paints with the home page; everything else is loaded when needed: the runtime right
 * after the first paint, the dialogs once the runtime is up, the alert when there is one. The box
 * is a plain input rather than Mantine's TextInput to keep the input stack off the home page.
 */
const SearchDialogs = lazy(loadSearchDialogs);
const SearchAlert = lazy(async () => ({ default: (await loadSearchDialogs()).SearchAlert }));

const STAGE_MESSAGES = {
  connecting: 'search.status.connecting',
  searching: 'search.status.searching',
  generating: 'search.status.generating',
  resuming: 'search.status.resuming',
} as const satisfies Record<TSearchStage, TTranslationKey>;

/**
 * The home page's job search (spec 000 section 2, Home): the box, a loading overlay that says
 * what is happening, a closable alert, and the error and progress dialogs.
 */
function warmUp() {
  loadSearchRuntime().then(
    (runtime) => {
      runtime.start();
      void loadSearchDialogs();
    },
    // Offline or a redeployed chunk: the next search tries again and says so if it fails.
    () => undefined,
  );
}

export function JobSearch() {
  const { t } = useTranslation();
  const language = useLanguage();
  const input = useSearchViewStore((view) => view.input);
  const isLoading = useSearchViewStore((view) => view.isLoading);
  const stage = useSearchViewStore((view) => view.stage);
  const alert = useSearchViewStore((view) => view.alert);
  const needsDialogs = useSearchViewStore(
    (view) => view.errorDialog !== null || view.progress.isOpen,
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const [isFocused, setIsFocused] = useState(false);
  const [hasDialogs, setHasDialogs] = useState(needsDialogs);
  if (needsDialogs && !hasDialogs) setHasDialogs(true);

  async function runSearch(query: string) {
    try {
      const runtime = await loadSearchRuntime();
      await runtime.search(query);
    } catch {
      useSearchViewStore.setState({ alert: t('search.errors.networkError') });
    }
  }

  // The runtime (live channel, validation, dialogs) is not part of the first load: it starts at
  // once to resume a saved search or to run one the address asks for (a board's "Analyse"
  // link), otherwise when the visitor turns to the search box.
  const askedQuery = useRef(searchParams.get(HOME_SEARCH_PARAM));

  // On a page drawn by the server, a visitor may type before the app takes over: the words in
  // the box are theirs, so they are kept rather than replaced by the empty state.
  const boxRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const typed = boxRef.current?.value ?? '';
    if (typed && !useSearchViewStore.getState().input) setSearchInput(typed);
  }, []);
  useEffect(() => {
    const asked = askedQuery.current;
    askedQuery.current = null;
    if (asked !== null) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(HOME_SEARCH_PARAM);
          return next;
        },
        { replace: true },
      );
      if (asked.trim()) {
        warmUp();
        void runSearch(asked);
      }
    } else if (isRestorable(useSearchStateStore.getState().saved, Date.now())) {
      warmUp();
    }
    // Once, on arrival: later changes to the address are the page's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void runSearch(input);
  }

  return (
    <Container size="sm" className={classes.section}>
      <div className={classes.box}>
        {/* A real form: sent by the browser before the app runs (a slow phone), it reloads the
            home page with the words as ?search=, and the app runs that search once it is live. */}
        <form
          role="search"
          method="get"
          action="/"
          className={classes.row}
          onSubmit={handleSubmit}
          onPointerEnter={warmUp}
          noValidate
        >
          <IconSearch size={20} className={classes.icon} />
          {language !== DEFAULT_LANGUAGE && (
            <input type="hidden" name={LANGUAGE_PARAM} value={language} />
          )}
          <input
            ref={boxRef}
            id={SEARCH_BOX_ID}
            name={HOME_SEARCH_PARAM}
            type="search"
            className={classes.input}
            aria-label={t('search.form.label')}
            placeholder={t(
              isFocused ? 'search.form.placeholderFocused' : 'search.form.placeholder',
            )}
            value={input}
            onChange={(event) => setSearchInput(event.currentTarget.value)}
            onFocus={() => {
              setIsFocused(true);
              warmUp();
            }}
            onBlur={() => setIsFocused(false)}
            disabled={isLoading}
            autoComplete="off"
            enterKeyHint="search"
          />
          <Button
            type="submit"
            size="md"
            radius="xl"
            disabled={isLoading}
            className={classes.submit}
          >
            {t('search.form.submit')}
          </Button>
        </form>
        {isLoading && (
          <div className={classes.overlay}>
            <Loader size="sm" />
            <Text role="status" size="sm" fw={600} c="dark.6" lineClamp={2}>
              {t(STAGE_MESSAGES[stage ?? 'resuming'], { query: input })}
            </Text>
          </div>
        )}
      </div>
      {alert && (
        <Suspense fallback={null}>
          <SearchAlert
            message={alert}
            onClose={() => useSearchViewStore.setState({ alert: null })}
          />
        </Suspense>
      )}
      {hasDialogs && (
        <Suspense fallback={null}>
          <SearchDialogs />
        </Suspense>
      )}
    </Container>
  );
}
