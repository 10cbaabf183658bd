import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TChinaWageLevel } from '@irreplaceable/contracts/jobs/china-wages';
import { formatYuan } from '../i18n/format-figures';
import { useLanguage } from '../i18n/use-language';

/** How many releases a line names before it counts the rest. */
const SHOWN = 2;

/**
 * The median monthly pay in China that official releases give for an occupation, one line; a
 * figure for a broader group says so. Nothing when no release covers the occupation.
 */
export function ChinaMedianLine({
  levels,
  note = null,
}: {
  levels: readonly TChinaWageLevel[];
  /** Why these regions, when they are not the reader's own. */
  note?: string | null;
}) {
  const { t } = useTranslation('chinaWages');
  const language = useLanguage();
  if (levels.length === 0) return null;
  // Two regions say more than one region twice (a province can publish two releases).
  const firstPerRegion = levels.filter(
    (level, index) => levels.findIndex((other) => other.region === level.region) === index,
  );
  const items = firstPerRegion.slice(0, SHOWN).map((level) => {
    const values = { region: level.region, year: level.year };
    const amount = formatYuan(level.p50, language);
    return level.match === 'group'
      ? t('line.group', { ...values, amount, group: level.csco_name })
      : t('line.item', { ...values, amount });
  });
  const more = levels.length - items.length;
  return (
    <>
      <Text size="xs" c="gray.7" title={t('line.source')}>
        {t('line.label')}
        {language === 'zh' ? '：' : ': '}
        {items.join(language === 'zh' ? '；' : '; ')}
        {more > 0 && `${language === 'zh' ? '；' : '; '}${t('line.more', { count: more })}`}
      </Text>
      {note && (
        <Text size="xs" c="gray.7">
          {note}
        </Text>
      )}
    </>
  );
}
