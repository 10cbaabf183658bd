import { Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@irreplaceable/contracts/constants';
import { isLanguage } from '../../../shared/i18n/i18n';
import { MarkdownHtml } from '../../../shared/markdown/markdown';
import { renderMarkdownDocument } from '../../../shared/markdown/render-markdown';
import { useAboutStory } from '../api/get-about-story';
import { useAdvancedFeatures } from '../api/get-advanced-features';
import { useContact } from '../api/get-contact';
import { AboutCovers } from '../components/about-covers';
import { AnalystCards } from '../components/analyst-cards';
import { FeatureCards } from '../components/feature-cards';
import { ThanksSection } from '../components/thanks-section';
import classes from './about-page.module.css';
import { RetryAlert } from '../../../shared/ui/retry-alert';

/** /about (spec 000 section 2): covers, our story, advanced features, analysts and thanks. */
export default function AboutPage() {
  const { t, i18n } = useTranslation('about');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const story = useAboutStory(language);
  const features = useAdvancedFeatures(language);
  const contact = useContact();
  const storyHtml = useMemo(
    () => (story.data ? renderMarkdownDocument(story.data).html : null),
    [story.data],
  );

  return (
    <div className={classes.page}>
      <AboutCovers />
      <Container size="lg" className={classes.body}>
        <Stack gap={56}>
          <Paper
            withBorder
            component="section"
            className={classes.story}
            aria-busy={story.isPending}
          >
            {story.isPending && (
              <Stack gap="sm">
                <Skeleton height={26} width="45%" />
                <Skeleton height={14} />
                <Skeleton height={14} />
                <Skeleton height={14} width="75%" />
              </Stack>
            )}
            {story.isError && (
              <RetryAlert
                title={t('story.error')}
                retryLabel={t('story.retry')}
                onRetry={() => void story.refetch()}
                isRetrying={story.isFetching}
              />
            )}
            {storyHtml && <MarkdownHtml html={storyHtml} className={classes.storyText} />}
          </Paper>

          {features.data && features.data.length > 0 && (
            <section aria-labelledby="about-features">
              <Title order={2} id="about-features" className={classes.heading}>
                {t('features.title')}
              </Title>
              <Text c="gray.7" mb="lg">
                {t('features.intro')}
              </Text>
              <FeatureCards cards={features.data} />
            </section>
          )}

          <section aria-labelledby="about-analysts">
            <Title order={2} id="about-analysts" className={classes.heading}>
              {t('analysts.title')}
            </Title>
            <Text c="gray.7" mb="lg">
              {t('analysts.intro')}
            </Text>
            <AnalystCards />
          </section>

          <ThanksSection email={contact.data?.email ?? null} />
        </Stack>
      </Container>
    </div>
  );
}
