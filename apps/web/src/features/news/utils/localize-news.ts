import type { Language } from '@irreplaceable/contracts/constants';
import type { TNewsImage, TNewsListItem } from '@irreplaceable/contracts/news/news-item';

export type TLocalizedText = { text: string; language: Language };

const OTHER: Record<Language, Language> = { en: 'zh', zh: 'en' };

/** A text in the wanted language, or in the other one when it is missing (both ways). */
export function pickLanguage(texts: Record<Language, string>, language: Language): TLocalizedText {
  if (texts[language].trim() !== '') return { text: texts[language], language };
  return { text: texts[OTHER[language]], language: OTHER[language] };
}

type TTitled = Pick<TNewsListItem, 'title_en' | 'title_zh' | 'summary_en' | 'summary_zh'>;

export function newsTitle(item: TTitled, language: Language): TLocalizedText {
  return pickLanguage({ en: item.title_en, zh: item.title_zh }, language);
}

/** The summary in the language the title is shown in, so the two never mix. */
export function newsSummary(item: TTitled, language: Language): TLocalizedText {
  const titleLanguage = newsTitle(item, language).language;
  return pickLanguage({ en: item.summary_en, zh: item.summary_zh }, titleLanguage);
}

/** The tags in the wanted language, or the other language's when it has none. */
export function newsTags(
  item: Pick<TNewsListItem, 'tags' | 'tags_zh'>,
  language: Language,
): { tags: string[]; language: Language } {
  const lists: Record<Language, string[]> = { en: item.tags, zh: item.tags_zh };
  if (lists[language].length > 0) return { tags: lists[language], language };
  return { tags: lists[OTHER[language]], language: OTHER[language] };
}

export function imageCaption(image: TNewsImage, language: Language): string {
  return pickLanguage({ en: image.caption_en, zh: image.caption_zh }, language).text;
}

/** The `lang` attribute for a text shown in another language than the page's, else nothing. */
export function langAttribute(
  text: Pick<TLocalizedText, 'language'>,
  pageLanguage: Language,
): string | undefined {
  if (text.language === pageLanguage) return undefined;
  return text.language === 'zh' ? 'zh-CN' : 'en';
}

/** The cover: the image marked as such, else the first one, else the list's cover address. */
export function coverImage(item: Pick<TNewsListItem, 'images' | 'cover_url'>) {
  const image = item.images.find((candidate) => candidate.is_cover) ?? item.images[0];
  return image ?? (item.cover_url ? { url: item.cover_url, placeholder: null } : null);
}
