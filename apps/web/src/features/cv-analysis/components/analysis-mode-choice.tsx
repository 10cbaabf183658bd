import { Anchor, Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPersonalAnalysisMode } from '@irreplaceable/contracts/analyses/personal-analysis';
import { PERSONAL_ANALYSIS } from '@irreplaceable/contracts/constants';
import { useCreditBalance } from '../../../shared/credits/get-credit-balance';
import { formatDateTime } from '../../../shared/i18n/format-date-time';
import { useLanguage } from '../../../shared/i18n/use-language';
import { recordTopUpIntent } from '../../../shared/credits/top-up-records';
import classes from './cv-start.module.css';

type TModeChoiceProps = {
  mode: TPersonalAnalysisMode;
  onChange: (mode: TPersonalAnalysisMode) => void;
  disabled: boolean;
  /** Today's free analysis is used: when the next one comes (ISO), else null. */
  nextFreeAt: string | null;
};

/** Free (once a day, kept 24 hours) or one credit (kept, with a gap plan), with the balance. */
export function AnalysisModeChoice({ mode, onChange, disabled, nextFreeAt }: TModeChoiceProps) {
  const { t } = useTranslation('cvAnalysis');
  const language = useLanguage();
  const balance = useCreditBalance(mode === 'credit');
  const isShort = balance.data !== undefined && balance.data.total < PERSONAL_ANALYSIS.creditCost;

  return (
    <Radio.Group
      value={mode}
      onChange={(value) => onChange(value === 'credit' ? 'credit' : 'free')}
      label={t('start.mode.label')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
        {(['free', 'credit'] as const).map((value) => (
          <Radio.Card
            key={value}
            value={value}
            className={classes.modeCard}
            disabled={disabled || (value === 'free' && nextFreeAt !== null)}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <div>
                <Text fw={700}>{t(`start.mode.${value}`)}</Text>
                <Text size="sm" c="gray.7">
                  {value === 'free' && nextFreeAt !== null
                    ? t('start.mode.freeUsed', { date: formatDateTime(nextFreeAt, language) })
                    : t(`start.mode.${value}Hint`)}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
      {mode === 'credit' && (
        <Text
          size="sm"
          mt="xs"
          c={balance.isError || isShort ? 'red.8' : 'gray.8'}
          aria-live="polite"
        >
          {balance.isError
            ? t('start.mode.balanceError')
            : balance.data
              ? t('start.mode.balance', { count: balance.data.total })
              : ' '}
          {isShort && (
            <>
              {' '}
              {t('start.mode.notEnough')}{' '}
              <Anchor
                component={Link}
                to="/me/credit"
                onClick={() =>
                  recordTopUpIntent({
                    featureName: 'cv_analysis',
                    sourcePath: '/me/cv-analysis/start',
                    sourceName: t('title'),
                  })
                }
              >
                {t('start.mode.topUp')}
              </Anchor>
            </>
          )}
        </Text>
      )}
    </Radio.Group>
  );
}
