import type { CategoryId } from '../knowledge/types';

/**
 * A job page is filed under its primary occupation's category, except where that occupation only
 * stands in for work O*NET has no code for. Each rule names the kind of work by the words of the
 * title, so every title of that kind (senior, technical, Chinese…) is filed the same way.
 */
interface TitleCategoryRule {
  /** Matched against the English canonical title, lower case. */
  en: RegExp;
  /** Matched against the Chinese title. */
  zh: RegExp;
  /** Titles of a neighbouring kind that keep their occupation's category. */
  except: RegExp;
  category: CategoryId;
  reason: string;
}

const RULES: readonly TitleCategoryRule[] = [
  {
    en: /\bproduct (manager|owner|director|lead|head|assistant|management)\b/,
    zh: /产品(经理|负责人|总监|助理|专员|主管)/,
    except: /marketing|市场|营销/,
    category: 'business-management',
    reason:
      "O*NET's only code for product managers is Marketing Managers, but product management is a management role of its own, not a sales one.",
  },
];

/** The category the title's own kind of work files it under, or null to follow the occupation. */
export function titleCategory(title: { en: string; zh: string }): CategoryId | null {
  const en = title.en.toLowerCase();
  const rule = RULES.find(
    (r) => (r.en.test(en) || r.zh.test(title.zh)) && !r.except.test(en) && !r.except.test(title.zh),
  );
  return rule?.category ?? null;
}
