import type { Language } from '@irreplaceable/contracts/constants';
import { INTL_LOCALES } from '../../../shared/i18n/relative-time';

/** Time zones a reader in mainland China reports; their clocks read Beijing time. */
const BEIJING_TIME_ZONES = new Set([
  'Asia/Shanghai',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'PRC',
]);

/**
 * When the daily gift renews (midnight UTC), as the reader's own clock shows it: "8:00 AM" in
 * English, "北京时间 8:00" for a reader in China, "当地时间 19:00" elsewhere. Only in the browser,
 * once the page has loaded: the server does not know the reader's time zone.
 */
export function giftResetTime(
  language: Language,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  now = new Date(),
): string {
  const midnight = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1),
  );
  const time = new Intl.DateTimeFormat(INTL_LOCALES[language], {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: language === 'zh' ? 'h23' : 'h12',
    timeZone,
  }).format(midnight);
  if (language === 'en') return time;
  return `${BEIJING_TIME_ZONES.has(timeZone) ? '北京时间' : '当地时间'} ${time}`;
}
