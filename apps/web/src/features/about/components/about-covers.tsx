import { ActionIcon, Container, Group, Text, Title, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ABOUT } from '@irreplaceable/contracts/constants';
import classes from './about-covers.module.css';

/** Three abstract pictures drawn for this page (public/about). */
export const ABOUT_COVERS = ['/about/cover-1.svg', '/about/cover-2.svg', '/about/cover-3.svg'];

/**
 * The page's hero: the cover pictures take turns every 10 s (spec 000 section 2). Moving content
 * can be paused, and a picked picture stays for a full turn before the next one.
 */
export function AboutCovers() {
  const { t } = useTranslation('about');
  const [active, setActive] = useState(0);
  const [isPaused, setIsPaused] = useState(false);

  useEffect(() => {
    if (isPaused) return;
    const timer = setTimeout(
      () => setActive((index) => (index + 1) % ABOUT_COVERS.length),
      ABOUT.coverRotationMs,
    );
    return () => clearTimeout(timer);
  }, [active, isPaused]);

  return (
    <section className={classes.hero} aria-labelledby="about-title">
      <div className={classes.covers} aria-hidden="true">
        {ABOUT_COVERS.map((src, index) => (
          <img
            key={src}
            src={src}
            alt=""
            className={classes.cover}
            data-active={index === active || undefined}
            data-testid="about-cover"
            decoding="async"
          />
        ))}
      </div>
      <div className={classes.scrim} />
      <Container size="lg" className={classes.content}>
        <Text className={classes.eyebrow}>{t('hero.eyebrow')}</Text>
        <Title order={1} id="about-title" className={classes.title}>
          {t('hero.title')}
        </Title>
        <Text className={classes.line}>{t('hero.line')}</Text>
      </Container>
      <Group gap={6} className={classes.controls} role="group" aria-label={t('hero.coversLabel')}>
        {ABOUT_COVERS.map((src, index) => (
          <UnstyledButton
            key={src}
            className={classes.dot}
            data-active={index === active || undefined}
            aria-pressed={index === active}
            aria-label={t('hero.showCover', { number: index + 1, total: ABOUT_COVERS.length })}
            onClick={() => setActive(index)}
          />
        ))}
        <ActionIcon
          variant="transparent"
          size="sm"
          className={classes.pause}
          aria-label={isPaused ? t('hero.play') : t('hero.pause')}
          onClick={() => setIsPaused((paused) => !paused)}
        >
          {isPaused ? <PlayIcon /> : <PauseIcon />}
        </ActionIcon>
      </Group>
    </section>
  );
}

function PauseIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
    </svg>
  );
}
