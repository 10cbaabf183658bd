import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './brand-mark.module.css';

/** The product's logo: a monogram tile and the product name in the current language. */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={10} wrap="nowrap">
      <span className={classes.tile} aria-hidden="true">
        <span className={classes.letter}>I</span>
      </span>
      {!compact && (
        <Text component="span" className={classes.name}>
          {t('app.name')}
        </Text>
      )}
    </Group>
  );
}
