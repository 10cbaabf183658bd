import type { Language } from '@irreplaceable/contracts/constants';
import type { TIndustryItem } from '@irreplaceable/contracts/industry-analysis/industry-analysis';

/**
 * An industry's name in the reader's language first and the other language's after it, when we
 * have one that differs (a few deep codes have no Chinese name of ours).
 */
export function industryNames(
  item: Pick<TIndustryItem, 'name_en' | 'name_zh'>,
  language: Language,
): { name: string; otherName: string | null } {
  const name = language === 'zh' ? (item.name_zh ?? item.name_en) : item.name_en;
  const other = language === 'zh' ? item.name_en : item.name_zh;
  return { name, otherName: other && other !== name ? other : null };
}
