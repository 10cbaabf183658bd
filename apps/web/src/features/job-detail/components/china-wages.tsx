import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TChinaWageLevel, TChinaWages } from '@irreplaceable/contracts/jobs/china-wages';
import type { Language } from '@irreplaceable/contracts/constants';
import { useLanguage } from '../../../shared/i18n/use-language';
import { formatYuan } from '../../../shared/i18n/format-figures';
import classes from './china-wages.module.css';

/**
 * Official wage levels in China for the page's occupation, one row per release that covers it,
 * with the national average as context; or a plain statement that no release covers it.
 */
export function ChinaWages({ wages }: { wages: TChinaWages }) {
  const { t } = useTranslation('chinaWages');
  const language = useLanguage();
  const national = wages.national_average;
  return (
    <Stack gap="md">
      {wages.status === 'covered' ? (
        <>
          <Text size="sm" c="dimmed">
            {t('section.intro')}
          </Text>
          {/* A table from tablet width up; on a phone each release is a card (the same figures). */}
          <Table.ScrollContainer minWidth={560} visibleFrom="sm">
            <Table verticalSpacing="xs" className={classes.table}>
              <Table.Caption className={classes.caption}>{t('section.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('section.region')}</Table.Th>
                  <Table.Th>{t('section.occupation')}</Table.Th>
                  <Table.Th className={classes.figure}>{t('section.p25')}</Table.Th>
                  <Table.Th className={classes.figure}>{t('section.p50')}</Table.Th>
                  <Table.Th className={classes.figure}>{t('section.p75')}</Table.Th>
                  <Table.Th className={classes.figure}>{t('section.year')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {wages.levels.map((level) => (
                  <LevelRow
                    key={`${level.release}-${level.csco_code}`}
                    level={level}
                    language={language}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ul className={classes.cards} aria-label={t('section.caption')}>
            {wages.levels.map((level) => (
              <LevelCard
                key={`${level.release}-${level.csco_code}`}
                level={level}
                language={language}
              />
            ))}
          </ul>
        </>
      ) : (
        <Text fw={600}>{t('section.none')}</Text>
      )}
      {national && (
        <div className={classes.national}>
          <Text fw={700} size="sm">
            {t('section.nationalTitle', { year: national.year })}
          </Text>
          <ul className={classes.nationalList}>
            {(['non_private', 'private'] as const).map((series) => {
              const annual = national[`${series}_annual`];
              const monthly = national[`${series}_monthly`];
              if (annual === null || monthly === null) return null;
              return (
                <li key={series}>
                  {t(series === 'private' ? 'section.private' : 'section.nonPrivate', {
                    annual: formatYuan(annual, language),
                    monthly: formatYuan(monthly, language),
                  })}
                </li>
              );
            })}
          </ul>
          <Text size="xs" c="dimmed">
            {t('section.monthlyNote')}
          </Text>
        </div>
      )}
      <Text size="xs" c="dimmed">
        {t(wages.status === 'covered' ? 'section.source' : 'section.sourceNone', {
          national: national?.source ?? '',
        })}
        {language === 'zh' ? '' : ' '}
        {t('section.usNote')}
      </Text>
    </Stack>
  );
}

function useFigure(language: Language) {
  const { t } = useTranslation('chinaWages');
  return (value: number | null) =>
    value === null ? (
      <span title={t('section.notGivenHint')} className={classes.missing}>
        {t('section.notGiven')}
      </span>
    ) : (
      formatYuan(value, language)
    );
}

function MatchNote({ level }: { level: TChinaWageLevel }) {
  const { t } = useTranslation('chinaWages');
  if (level.match === 'same') return null;
  return (
    <Text size="xs" c="dimmed">
      {t(`section.match.${level.match}`)}
    </Text>
  );
}

function LevelCard({ level, language }: { level: TChinaWageLevel; language: Language }) {
  const { t } = useTranslation('chinaWages');
  const figure = useFigure(language);
  return (
    <li className={classes.card}>
      <div className={classes.cardHead}>
        <Text size="sm" fw={700}>
          {level.region} · {level.year}
        </Text>
        <Text size="sm">
          {t('section.p50')} <strong>{figure(level.p50)}</strong>
        </Text>
      </div>
      <Text size="sm">{level.csco_name}</Text>
      <MatchNote level={level} />
      <Text size="xs" c="gray.7" mt={4}>
        {t('section.p25')} {figure(level.p25)} · {t('section.p75')} {figure(level.p75)}
      </Text>
      <Text size="xs" c="dimmed" mt={2}>
        {level.release}
      </Text>
    </li>
  );
}

function LevelRow({ level, language }: { level: TChinaWageLevel; language: Language }) {
  const figure = useFigure(language);
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={650}>
          {level.region}
        </Text>
        <Text size="xs" c="dimmed">
          {level.release}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" className={classes.occupation}>
          {level.csco_name}
        </Text>
        <MatchNote level={level} />
      </Table.Td>
      <Table.Td className={classes.figure}>{figure(level.p25)}</Table.Td>
      <Table.Td className={`${classes.figure} ${classes.median}`}>{figure(level.p50)}</Table.Td>
      <Table.Td className={classes.figure}>{figure(level.p75)}</Table.Td>
      <Table.Td className={classes.figure}>{level.year}</Table.Td>
    </Table.Tr>
  );
}
