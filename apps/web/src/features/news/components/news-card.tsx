import { Badge, Group, Paper, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NEWS, type Language } from '@irreplaceable/contracts/constants';
import type { TNewsListItem } from '@irreplaceable/contracts/news/news-item';
import { useDateFormat } from '../../../shared/i18n/use-date-format';
import { formatViews } from '../../../shared/i18n/format-views';
import { coverImage, langAttribute, newsSummary, newsTitle } from '../utils/localize-news';
import { NewsCover } from './news-cover';
import { IconFlame } from '../../../shared/ui/icons';
import { IconClock, IconComment, IconEye, IconHeart, IconVerified } from './news-icons';
import { AuthorAvatar } from './author-avatar';
import classes from './news-card.module.css';

/** The article page, carrying the view count the board already knows (spec 000 section 2). */
export function newsPagePath(item: Pick<TNewsListItem, 'id' | 'views'>): string {
  return `/news/${item.id}?views=${item.views}`;
}

type TNewsCardProps = { item: TNewsListItem; language: Language; isEager?: boolean };

export function NewsCard({ item, language, isEager = false }: TNewsCardProps) {
  const { t } = useTranslation('news');
  const { relative, date } = useDateFormat();
  const navigate = useNavigate();
  const path = newsPagePath(item);
  const title = newsTitle(item, language);
  const summary = newsSummary(item, language);
  const cover = coverImage(item);
  const titleId = `news-card-title-${item.id}`;

  // The whole card opens the article; the title link is the keyboard and screen-reader way in.
  const handleCardClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    void navigate(path);
  };

  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      className={classes.card}
      onClick={handleCardClick}
    >
      <div className={classes.media}>
        <NewsCover url={cover?.url ?? null} placeholder={cover?.placeholder} isEager={isEager} />
        <Group gap={6} className={classes.badges}>
          <Badge variant="white" color="dark" radius="sm" className={classes.category}>
            {t(`categories.${item.category}`)}
          </Badge>
          {item.views >= NEWS.popularViews && (
            <Badge
              variant="filled"
              color="orange"
              radius="sm"
              leftSection={<IconFlame size={12} />}
              className={classes.popular}
            >
              {t('card.popular')}
            </Badge>
          )}
        </Group>
      </div>

      <div className={classes.body}>
        <Title
          order={2}
          id={titleId}
          className={classes.title}
          lang={langAttribute(title, language)}
        >
          <Link to={path} className={classes.titleLink}>
            {title.text}
          </Link>
        </Title>
        {summary.text && (
          <Text size="sm" c="gray.7" lineClamp={3} lang={langAttribute(summary, language)}>
            {summary.text}
          </Text>
        )}

        <Group gap={8} wrap="nowrap" className={classes.author}>
          <AuthorAvatar
            author={item.author}
            avatar={item.author_avatar}
            verified={item.author_verified}
            size={28}
          />
          <Text size="sm" fw={600} truncate>
            {item.author}
          </Text>
          {item.author_verified && (
            <Tooltip label={t('card.verified')} withArrow>
              <span className={classes.verified} role="img" aria-label={t('card.verified')}>
                <IconVerified size={16} />
              </span>
            </Tooltip>
          )}
          <Text size="xs" c="gray.7" className={classes.readingTime}>
            <IconClock size={14} />
            {t('card.readingTime', { count: item.reading_time })}
          </Text>
        </Group>

        <Group justify="space-between" gap="xs" wrap="nowrap" className={classes.footer}>
          {/* A count shows once there is one: a row of zeros on a new article says nothing. */}
          <Group gap={14} wrap="nowrap" className={classes.stats}>
            {item.views > 0 && (
              <Stat
                icon={<IconEye size={15} />}
                value={formatViews(item.views)}
                label={t('card.views', { count: item.views, formatted: formatViews(item.views) })}
              />
            )}
            {item.likes > 0 && (
              <Stat
                icon={<IconHeart size={15} />}
                value={String(item.likes)}
                label={t('card.likes', { count: item.likes })}
              />
            )}
            {item.comments > 0 && (
              <Stat
                icon={<IconComment size={15} />}
                value={String(item.comments)}
                label={t('card.comments', { count: item.comments })}
              />
            )}
          </Group>
          <Text
            component="time"
            dateTime={item.published_at}
            title={date(item.published_at)}
            size="xs"
            c="gray.7"
            className={classes.date}
          >
            {relative(item.published_at)}
          </Text>
        </Group>
      </div>
    </Paper>
  );
}

function Stat({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <span className={classes.stat} title={label}>
      {icon}
      <span aria-hidden="true">{value}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
