export const homeKeys = {
  all: ['home'] as const,
  latestNews: () => [...homeKeys.all, 'latest-news'] as const,
};
