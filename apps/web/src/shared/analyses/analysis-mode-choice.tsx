import { Anchor, Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  TPersonalAnalysisKind,
  TPersonalAnalysisMode,
} from '@irreplaceable/contracts/analyses/personal-analysis';
import { PERSONAL_ANALYSIS } from '@irreplaceable/contracts/constants';
import { useCreditBalance } from '../credits/get-credit-balance';
import { recordTopUpIntent } from '../credits/top-up-records';
import { formatDateTime } from '../i18n/format-date-time';
import { useLanguage } from '../i18n/use-language';
import { ANALYSIS_KINDS, startPath } from './analysis-kinds';
import classes from './analysis-start.module.css';

type TModeChoiceProps = {
  kind: TPersonalAnalysisKind;
  mode: TPersonalAnalysisMode;
  onChange: (mode: TPersonalAnalysisMode) => void;
  disabled: boolean;
  /** Today's free analysis is used: when the next one comes (ISO), else null. */
  nextFreeAt: string | null;
  /** What a credit buys for this kind, beyond keeping the result. */
  creditHint: string;
  /** The start page's name, for the way back from the credit page. */
  pageName: string;
};

/** Free (once a day, kept 24 hours) or one credit (kept), with the balance when it is a credit. */
export function AnalysisModeChoice({
  kind,
  mode,
  onChange,
  disabled,
  nextFreeAt,
  creditHint,
  pageName,
}: TModeChoiceProps) {
  const { t } = useTranslation('analyses');
  const language = useLanguage();
  const balance = useCreditBalance(mode === 'credit');
  const isShort = balance.data !== undefined && balance.data.total < PERSONAL_ANALYSIS.creditCost;
  const hints = { free: t('mode.freeHint'), credit: creditHint };

  return (
    <Radio.Group
      value={mode}
      onChange={(value) => onChange(value === 'credit' ? 'credit' : 'free')}
      label={t('mode.label')}
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
                <Text fw={700}>{t(`mode.${value}`)}</Text>
                <Text size="sm" c="gray.7">
                  {value === 'free' && nextFreeAt !== null
                    ? t('mode.freeUsed', { date: formatDateTime(nextFreeAt, language) })
                    : hints[value]}
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
            ? t('mode.balanceError')
            : balance.data
              ? t(isShort ? 'mode.balanceShort' : 'mode.balance', { count: balance.data.total })
              : ' '}
          {isShort && (
            <Anchor
              component={Link}
              to="/me/credit"
              ml={6}
              onClick={() =>
                recordTopUpIntent({
                  featureName: ANALYSIS_KINDS[kind].feature,
                  sourcePath: startPath(kind),
                  sourceName: pageName,
                })
              }
            >
              {t('mode.topUp')}
            </Anchor>
          )}
        </Text>
      )}
    </Radio.Group>
  );
}
