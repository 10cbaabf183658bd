import 'i18next';
import type { TLazyCatalogue } from './lazy-catalogues';
import type { TCatalogue } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TCatalogue } & TLazyCatalogue;
  }
}
