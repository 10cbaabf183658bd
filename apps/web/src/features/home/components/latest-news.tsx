import { Anchor, Container, Group, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isLanguage } from '../../../shared/i18n/i18n';
import { useRelativeTime } from '../../../shared/i18n/relative-time';
import { IconArrowRight } from '../../../shared/ui/icons';
import { useLatestNews } from '../api/get-latest-news';
import { formatViews } from '../../../shared/i18n/format-views';
import classes from './latest-news.module.css';

/**
 * The latest news under the search (spec 000 section 2, Home), with a link to the news board.
 * Nothing at all shows while it loads or when there is no news.
 */
export default function LatestNews() {
  const { t, i18n } = useTranslation();
  const relative = useRelativeTime();
  const { data: items = [] } = useLatestNews();
  const isChinese = isLanguage(i18n.language) && i18n.language === 'zh';
  if (items.length === 0) return null;

  return (
    <Container
      size="lg"
      pb={{ base: 48, sm: 72 }}
      component="section"
      aria-labelledby="home-news-title"
    >
      <Group justify="space-between" align="baseline" mb="lg" gap="sm">
        <Title order={2} id="home-news-title" className={classes.heading}>
          {t('home.news.title')}
        </Title>
        <Anchor component={Link} to="/news" fw={600} size="sm" className={classes.viewMore}>
          {t('home.news.viewMore')}
          <IconArrowRight size={16} />
        </Anchor>
      </Group>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, md: 4 }}
        spacing="md"
        className={classes.list}
      >
        {items.map((item) => {
          // A title missing in one language falls back to the other (spec 000 section 2, News).
          const title =
            (isChinese ? item.title_zh : item.title_en) || item.title_en || item.title_zh;
          return (
            <li key={item.id}>
              <UnstyledButton
                component={Link}
                to={`/news/${item.id}?views=${item.views}`}
                className={classes.card}
              >
                <Text fw={650} lineClamp={3} className={classes.title}>
                  {title}
                </Text>
                <Group gap="xs" mt="auto" c="dimmed" fz="xs">
                  {item.published_at && (
                    <time dateTime={item.published_at}>{relative(item.published_at)}</time>
                  )}
                  {/* Like the news board: a view count shows once there is one. */}
                  {item.published_at && item.views > 0 && <span aria-hidden="true">·</span>}
                  {item.views > 0 && (
                    <span>
                      {t('home.news.views', { count: item.views, views: formatViews(item.views) })}
                    </span>
                  )}
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
