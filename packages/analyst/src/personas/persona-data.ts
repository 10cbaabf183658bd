import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { Language } from '@irreplaceable/contracts/constants';

/** One text in both languages. The Chinese is written for Chinese readers, not translated word by word. */
export type Bilingual = Readonly<Record<Language, string>>;

/**
 * A persona as we write it: every text in English and Chinese, side by side so the two stay in step.
 * `provider` and `modelLabel` are product names and read the same in both languages. Avatar paths
 * are not stored: they follow from the id (`/analysts/<id>-<1|2|3>.svg`).
 */
export interface PersonaData {
  id: TAnalystId;
  name: string;
  displayName: Bilingual;
  provider: string;
  /**
   * The model the persona speaks through when that provider is configured. The product labels
   * every text with the engine that really wrote it, so this is never shown as the author of
   * built-in text; `modelLabelNote` says so to the user.
   */
  modelLabel: string;
  modelLabelNote: Bilingual;
  description: Bilingual;
  bio: Bilingual;
  color: string;
  introduction: Bilingual;
  quotes: readonly [Bilingual, Bilingual, Bilingual];
  specialties: readonly [Bilingual, Bilingual, Bilingual];
  personality: Bilingual;
  motto: Bilingual;
  whyJobFitMe: readonly [Bilingual, Bilingual, Bilingual, Bilingual, Bilingual];
}
