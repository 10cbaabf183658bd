import type { Language } from '@irreplaceable/contracts/constants';
import type {
  TAdminNewsArticle,
  TAdminNewsImage,
} from '@irreplaceable/contracts/news/admin-news-article';
import type { TSaveNewsRequest } from '@irreplaceable/contracts/news/admin-save-news';
import type { TNewsCategory } from '@irreplaceable/contracts/news/news-item';
import type { TNewsStatus } from '@irreplaceable/contracts/news/admin-news-article';

export type TLanguageFields = { title: string; summary: string; content: string };

/** What the editor form holds: each language's texts, and what both languages share. */
export type TEditorValues = {
  en: TLanguageFields;
  zh: TLanguageFields;
  category: TNewsCategory;
  tags: Record<Language, string[]>;
  /** The byline in each language; an empty Chinese one means the English one serves both. */
  author: Record<Language, string>;
  images: TAdminNewsImage[];
};

export const EDITOR_LANGUAGES: Language[] = ['en', 'zh'];

export function emptyEditorValues(): TEditorValues {
  return {
    en: { title: '', summary: '', content: '' },
    zh: { title: '', summary: '', content: '' },
    category: 'technology',
    tags: { en: [], zh: [] },
    author: { en: '', zh: '' },
    images: [],
  };
}

export function editorValuesOf(article: TAdminNewsArticle): TEditorValues {
  return {
    en: { title: article.title_en, summary: article.summary_en, content: article.content_en },
    zh: { title: article.title_zh, summary: article.summary_zh, content: article.content_zh },
    category: article.category,
    tags: { en: article.tags, zh: article.tags_zh },
    author: { en: article.author, zh: article.author_zh },
    images: article.images,
  };
}

/** An editor with nothing typed still holds an empty paragraph: that is no content. */
function contentOf(html: string): string {
  return html.replace(/<p>\s*<\/p>/g, '').trim() === '' ? '' : html;
}

/** The save request; `status` is sent only to publish or unpublish along with the save. */
export function saveRequestOf(values: TEditorValues, status?: TNewsStatus): TSaveNewsRequest {
  return {
    title_en: values.en.title.trim(),
    title_zh: values.zh.title.trim(),
    summary_en: values.en.summary.trim(),
    summary_zh: values.zh.summary.trim(),
    content_en: contentOf(values.en.content),
    content_zh: contentOf(values.zh.content),
    category: values.category,
    tags: values.tags.en,
    tags_zh: values.tags.zh,
    author: values.author.en.trim(),
    author_zh: values.author.zh.trim(),
    images: values.images.map((image) => ({
      upload_id: image.upload_id,
      caption_en: image.caption_en.trim(),
      caption_zh: image.caption_zh.trim(),
      is_cover: image.is_cover,
    })),
    ...(status && { status }),
  };
}

/** Exactly one cover once there are pictures: the one chosen, else the first. */
export function withOneCover(images: TAdminNewsImage[], coverId?: string): TAdminNewsImage[] {
  if (images.length === 0) return images;
  const chosen =
    coverId ?? images.find((image) => image.is_cover)?.upload_id ?? images[0]!.upload_id;
  return images.map((image) => ({ ...image, is_cover: image.upload_id === chosen }));
}
