import type { Language } from '@irreplaceable/contracts/constants';
import type { TChinaWages } from '@irreplaceable/contracts/jobs/china-wages';
import { chinaWagesFor, loadChinaWages } from '@irreplaceable/analyst/china/china-wages';

/** Wage levels in China for an occupation, from the committed knowledge data. */
export function chinaWagesOf(code: string, language: Language): TChinaWages {
  return chinaWagesFor(loadChinaWages(), code, language);
}
