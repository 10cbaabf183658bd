import { NEWS_CATEGORIES, type TNewsCategory } from '@irreplaceable/contracts/news/news-item';

/** Category names as readers search them, in both languages. */
export const CATEGORY_NAMES: Record<TNewsCategory, { en: string; zh: string }> = {
  technology: { en: 'Technology', zh: '科技' },
  business: { en: 'Business', zh: '商业' },
  market: { en: 'Market', zh: '市场' },
};

/** The categories whose key or name contains the search text, in either language. */
export function categoriesMatching(search: string): TNewsCategory[] {
  const needle = search.trim().toLowerCase();
  return NEWS_CATEGORIES.filter((key) => {
    const names = CATEGORY_NAMES[key];
    return [key, names.en.toLowerCase(), names.zh].some((name) => name.includes(needle));
  });
}
