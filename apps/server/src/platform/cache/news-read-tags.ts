import type { Language } from '@irreplaceable/contracts/constants';

/**
 * Tags of the cached news and comment reads, shared by the features that write them: comments
 * change an article's comment count, admins' changes hide or show an article's comments, and a
 * person's new name shows on their comments and articles.
 */
export const newsReadTags = {
  board: 'news:board',
  boardKey: (language: Language, query: object) =>
    `news:board:${language}:${JSON.stringify(query)}`,
  /** Every article page and comments page, for changes that reach all of them (a renamed person). */
  everyArticle: 'news:articles',
  article: (id: number) => `news:${id}`,
  articleKey: (id: number, language: Language) => `news:${id}:${language}`,
  comments: (newsId: number) => `comments:${newsId}`,
  commentsKey: (newsId: number, query: object) => `comments:${newsId}:${JSON.stringify(query)}`,
  /** The view counts the board and an article show, raised by each new reader. */
  views: 'news:views',
  articleViews: (id: number) => `news:${id}:views`,
  /** What a new reader changes: the view count on the board and on the article. */
  viewed: (id: number) => ['news:views', `news:${id}:views`],
  /** What changes when an article, its likes or comments change. */
  articleChanged: (id: number) => ['news:board', `news:${id}`, `comments:${id}`],
};
