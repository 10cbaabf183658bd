import type { PostProcessorModule } from 'i18next';
import { tidyChinese } from '@irreplaceable/contracts/common/chinese-style';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@irreplaceable/contracts/constants';

/**
 * Every Chinese text the interface shows, its figures filled in, written to the same Chinese
 * style rules as the analyst's texts: "AI 替代率 62%", "2034 年", "1276.8 万", full-width
 * brackets. Applied on the server and in the browser alike, so hydration sees the same text.
 */
export const chineseStyleProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'chineseStyle',
  process(value, _key, options, translator: { language?: string }) {
    const language = (options.lng as string | undefined) ?? translator.language;
    return language === 'zh' && typeof value === 'string' ? tidyChinese(value) : value;
  },
};

/**
 * The options the browser's and the server's translators share, so a page drawn on the server
 * reads exactly as the live page: both languages, no escaping (React escapes), and every text
 * through the Chinese style rules.
 */
export const SHARED_I18N_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
  postProcess: [chineseStyleProcessor.name],
} as const;
