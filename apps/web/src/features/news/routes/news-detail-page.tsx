import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { DEFAULT_LANGUAGE, type Language } from '@irreplaceable/contracts/constants';
import type { TNewsDetail } from '@irreplaceable/contracts/news/get-news';
import { isApiError } from '../../../shared/api/api-error';
import { selectIsSignedIn, useAuthStore } from '../../../shared/auth/auth-store';
import { ArticleHtml } from '../../../shared/html/article-html';
import { isLanguage } from '../../../shared/i18n/i18n';
import { siteOrigin } from '../../../shared/routing/site-origin';
import { IconArrowLeft } from '../../../shared/ui/icons';
import { ShareBar } from '../../../shared/ui/share-bar';
import { useNewsArticle } from '../api/get-news';
import { useNewsBundle } from '../api/get-news-bundle';
import { useNewsContent } from '../api/get-news-content';
import { ArticleHeader } from '../components/article-header';
import { ArticleImages } from '../components/article-images';
import { FloatingBackButton } from '../components/floating-back-button';
import { LikeButton } from '../components/like-button';
import { NewsCover } from '../components/news-cover';
import { NewsDetailSkeleton, NewsLoadError, NewsNotFound } from '../components/news-detail-states';
import { IconHash } from '../components/news-icons';
import { useArticleTitle } from '../hooks/use-article-title';
import { useBackNavigation } from '../hooks/use-back-navigation';
import { useIsInView } from '../hooks/use-is-in-view';
import {
  coverImage,
  imageCaption,
  langAttribute,
  newsTags,
  newsTitle,
} from '../utils/localize-news';
import classes from './news-detail-page.module.css';

type TNewsDetailPageProps = {
  /** The comment section. It belongs to the comments feature, so the app composes it in. */
  renderComments?: (newsId: number) => ReactNode;
};

function parsePositiveInteger(value: string | null | undefined): number | null {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number >= 0 ? number : null;
}

/** /news/:id (spec 000 section 2: News detail); ?views= may carry the board's view count. */
export default function NewsDetailPage({ renderComments }: TNewsDetailPageProps) {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const newsId = parsePositiveInteger(id);
  if (newsId === null || newsId === 0) return <NewsNotFound />;
  return (
    <NewsDetail
      key={newsId}
      newsId={newsId}
      viewsHint={parsePositiveInteger(searchParams.get('views'))}
      renderComments={renderComments}
    />
  );
}

type TNewsDetailProps = TNewsDetailPageProps & { newsId: number; viewsHint: number | null };

function NewsDetail({ newsId, viewsHint, renderComments }: TNewsDetailProps) {
  const { i18n } = useTranslation('news');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const viewerId = useAuthStore((state) =>
    selectIsSignedIn(state) ? (state.user?.id ?? null) : null,
  );
  const articleQuery = useNewsArticle(newsId, viewerId);

  if (articleQuery.isPending) return <NewsDetailSkeleton />;
  if (articleQuery.isError) {
    const { error } = articleQuery;
    if (isApiError(error) && error.status === 404) return <NewsNotFound />;
    return (
      <NewsLoadError
        isNetworkError={isApiError(error) && error.status === 0}
        onRetry={() => void articleQuery.refetch()}
        isRetrying={articleQuery.isFetching}
      />
    );
  }

  return (
    <NewsArticle
      article={articleQuery.data}
      language={language}
      views={Math.max(articleQuery.data.views, viewsHint ?? 0)}
      viewerId={viewerId}
      comments={renderComments?.(newsId)}
    />
  );
}

type TNewsArticleProps = {
  article: TNewsDetail;
  language: Language;
  views: number;
  viewerId: string | null;
  comments: ReactNode;
};

function NewsArticle({ article, language, views, viewerId, comments }: TNewsArticleProps) {
  const { t } = useTranslation('news');
  const handleBack = useBackNavigation();
  const { ref: endRef, isInView: isAtEnd } = useIsInView();
  const title = newsTitle(article, language);
  const tags = newsTags(article, language);
  useArticleTitle(title.text);
  // The body is shown in the title's language, so a fallback article never mixes two languages.
  const contentLanguage = title.language;
  const bundle = useNewsBundle(article.id, true);
  const contentUrl = bundle.data?.[`content_page_url_${contentLanguage}`] ?? null;
  const content = useNewsContent(contentUrl);
  const cover = coverImage(article);
  const coverCaption = article.images.find((image) => image.url === cover?.url);
  const pageUrl = `${siteOrigin()}/news/${article.id}`;
  const shareText = t('share.text', { title: title.text });
  const isContentLoading = bundle.isPending || (contentUrl !== null && content.isPending);

  return (
    <Container size="md" className={classes.page}>
      <Stack gap="lg">
        <Breadcrumbs
          component="nav"
          aria-label={t('detail.breadcrumbLabel')}
          separatorMargin={6}
          classNames={{ root: classes.breadcrumbs }}
        >
          <Anchor component={Link} to="/news" size="sm">
            {t('detail.newsHome')}
          </Anchor>
          <Text size="sm" c="gray.7" truncate aria-current="page" className={classes.crumb}>
            {title.text}
          </Text>
        </Breadcrumbs>

        <Group justify="space-between" gap="sm">
          <Button
            variant="subtle"
            color="gray"
            radius="xl"
            leftSection={<IconArrowLeft size={18} />}
            onClick={handleBack}
          >
            {t('detail.back')}
          </Button>
          <div className={classes.shareTop}>
            <ShareBar pageUrl={pageUrl} shareText={shareText} />
          </div>
        </Group>

        <article className={classes.article} aria-labelledby="news-article-title">
          <ArticleHeader
            article={article}
            language={language}
            views={views}
            titleId="news-article-title"
          />

          <figure className={classes.cover}>
            <NewsCover
              url={cover?.url ?? null}
              placeholder={cover?.placeholder}
              alt={coverCaption ? imageCaption(coverCaption, language) : ''}
              isEager
              className={classes.coverImage}
            />
            {coverCaption && imageCaption(coverCaption, language) && (
              <Text component="figcaption" size="sm" c="gray.7" ta="center" mt={8}>
                {imageCaption(coverCaption, language)}
              </Text>
            )}
          </figure>

          {title.language !== language && (
            <Alert variant="light" color="gray" className={classes.fallbackNote}>
              {t('detail.fallbackNote')}
            </Alert>
          )}

          {isContentLoading && (
            <Stack gap="sm" aria-busy="true" data-testid="news-content-loading">
              <Skeleton height={14} />
              <Skeleton height={14} />
              <Skeleton height={14} width="80%" />
            </Stack>
          )}
          {content.data && (
            <ArticleHtml
              html={content.data}
              lang={
                contentLanguage === language ? undefined : contentLanguage === 'zh' ? 'zh-CN' : 'en'
              }
            />
          )}

          <ArticleImages
            article={article}
            language={language}
            coverUrl={cover?.url ?? null}
            html={content.data ?? ''}
          />

          {tags.tags.length > 0 && (
            <Group
              gap={8}
              aria-label={t('detail.tags')}
              role="list"
              lang={langAttribute(tags, language)}
              className={classes.tags}
            >
              {tags.tags.map((tag) => (
                <span key={tag} role="listitem" className={classes.tag}>
                  <IconHash size={13} />
                  {tag}
                </span>
              ))}
            </Group>
          )}

          <Group justify="space-between" gap="sm" className={classes.actions}>
            <LikeButton
              newsId={article.id}
              likes={article.likes}
              isLiked={article.liked_by_me}
              viewerId={viewerId}
            />
            <ShareBar pageUrl={pageUrl} shareText={shareText} />
          </Group>
        </article>

        {comments}
      </Stack>
      <div ref={endRef} aria-hidden="true" />
      <FloatingBackButton onBack={handleBack} isAtEnd={isAtEnd} />
    </Container>
  );
}
