import { useMatches } from 'react-router';
import type { TTranslationKey } from '../i18n/i18n';

/** What a route declares about itself in the route table (`handle`). */
export type TRouteHandle = {
  /** The page's title, shown in the browser tab and by placeholder pages. */
  titleKey?: TTranslationKey;
  /** Pages whose content is in one fixed language hide the EN/简 switch (spec 000 section 2). */
  hideLanguageSwitch?: boolean;
  /**
   * A public page, rendered on the server in the language of its address: its address names the
   * language it shows (`?lang=zh`, English without it).
   */
  hasLanguageAddress?: boolean;
};

/** The handles of all matched routes merged, the deepest route winning. */
export function useRouteHandle(): TRouteHandle {
  const matches = useMatches();
  return matches.reduce<TRouteHandle>(
    (merged, match) => ({ ...merged, ...(match.handle as TRouteHandle | undefined) }),
    {},
  );
}
