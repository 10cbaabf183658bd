import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './brand-mark.module.css';

/** The logo's monogram tile alone, at any size (34 px in the header). */
export function BrandTile({ size = 34, label }: { size?: number; label?: string }) {
  return (
    <span
      className={classes.tile}
      style={size === 34 ? undefined : { width: size, height: size, fontSize: size * 0.56 }}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <span className={classes.letter}>I</span>
    </span>
  );
}

/** The product's logo: a monogram tile and the product name in the current language. */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={10} wrap="nowrap">
      <BrandTile />
      {!compact && (
        <Text component="span" className={classes.name}>
          {t('app.name')}
        </Text>
      )}
    </Group>
  );
}
