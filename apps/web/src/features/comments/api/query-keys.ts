/** Every comments query key, so a new comment or reply refreshes exactly what it changes. */
export const commentsKeys = {
  all: ['comments'] as const,
  forNews: (newsId: number) => [...commentsKeys.all, newsId] as const,
  list: (newsId: number) => [...commentsKeys.forNews(newsId), 'list'] as const,
  replies: (newsId: number, parentId: number) =>
    [...commentsKeys.forNews(newsId), 'replies', parentId] as const,
  item: (newsId: number, commentId: number) =>
    [...commentsKeys.forNews(newsId), 'item', commentId] as const,
};
