import { Badge, Group, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language } from '@irreplaceable/contracts/constants';
import type { TNewsDetail } from '@irreplaceable/contracts/news/get-news';
import { useDateFormat } from '../../../shared/i18n/use-date-format';
import { formatViews } from '../../../shared/i18n/format-views';
import { langAttribute, newsSummary, newsTitle } from '../utils/localize-news';
import { IconClock, IconEye, IconVerified } from './news-icons';
import { AuthorAvatar } from './author-avatar';
import classes from './article-header.module.css';

type TArticleHeaderProps = {
  article: TNewsDetail;
  language: Language;
  /** The freshest view count known: the board's, when it is newer than a cached article. */
  views: number;
  titleId: string;
};

/** Category, title, lead and byline of an article. */
export function ArticleHeader({ article, language, views, titleId }: TArticleHeaderProps) {
  const { t } = useTranslation('news');
  const { date } = useDateFormat();
  const title = newsTitle(article, language);
  const summary = newsSummary(article, language);

  return (
    <header className={classes.header}>
      <Badge variant="light" radius="sm" className={classes.category}>
        {t(`categories.${article.category}`)}
      </Badge>
      <Title order={1} id={titleId} className={classes.title} lang={langAttribute(title, language)}>
        {title.text}
      </Title>
      {summary.text && (
        <Text className={classes.lead} lang={langAttribute(summary, language)}>
          {summary.text}
        </Text>
      )}
      <Group gap="sm" wrap="nowrap" className={classes.byline}>
        <AuthorAvatar
          author={article.author}
          avatar={article.author_avatar}
          verified={article.author_verified}
          size={42}
        />
        <div className={classes.bylineText}>
          <Group gap={6} wrap="nowrap">
            <Text fw={650} truncate>
              {article.author}
            </Text>
            {article.author_verified && (
              <Tooltip label={t('card.verified')} withArrow>
                <span className={classes.verified} role="img" aria-label={t('card.verified')}>
                  <IconVerified size={17} />
                </span>
              </Tooltip>
            )}
          </Group>
          <Group gap={6} c="gray.7" fz="sm" className={classes.facts}>
            <time dateTime={article.published_at}>
              {t('detail.publishedOn', { date: date(article.published_at) })}
            </time>
            <span aria-hidden="true">·</span>
            <span className={classes.fact}>
              <IconClock size={15} />
              {t('card.readingTime', { count: article.reading_time })}
            </span>
            {views > 0 && (
              <>
                <span aria-hidden="true">·</span>
                <span className={classes.fact}>
                  <IconEye size={15} />
                  {t('card.views', { count: views, formatted: formatViews(views) })}
                </span>
              </>
            )}
          </Group>
        </div>
      </Group>
    </header>
  );
}
