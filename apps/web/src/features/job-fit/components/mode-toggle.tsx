import { Group, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAssessmentType } from '@irreplaceable/contracts/assessments/assessment';
import { CREDITS } from '@irreplaceable/contracts/constants';
import { useCreditBalance } from '../../../shared/credits/get-credit-balance';
import { assessmentSteps } from '../utils/assessment-steps';

type TModeToggleProps = {
  mode: TAssessmentType;
  onChange: (mode: TAssessmentType) => void;
};

/** Free or credit; credit mode shows what it costs and what the user has (spec 001 section 2). */
export function ModeToggle({ mode, onChange }: TModeToggleProps) {
  const { t } = useTranslation('jobFit');
  const isCredit = mode === 'credit';
  const balance = useCreditBalance(isCredit);

  return (
    <div>
      <SegmentedControl
        value={mode}
        onChange={(value) => onChange(value === 'credit' ? 'credit' : 'free')}
        aria-label={t('selection.modeLabel')}
        radius="xl"
        data={[
          { value: 'free', label: t('selection.free') },
          { value: 'credit', label: t('selection.credit') },
        ]}
      />
      <Text size="sm" c="gray.7" mt={8}>
        {t(isCredit ? 'selection.creditHint' : 'selection.freeHint', assessmentSteps(mode))}
      </Text>
      {isCredit && (
        <Group gap="xs" mt={6} aria-live="polite">
          <Text size="sm" fw={700}>
            {t('selection.cost', { count: CREDITS.assessmentCost })}
          </Text>
          <Text size="sm" c="dimmed" aria-hidden="true">
            ·
          </Text>
          <Text size="sm" c={balance.isError ? 'red.8' : 'gray.8'}>
            {balance.isPending
              ? t('selection.balanceLoading')
              : balance.isError
                ? t('selection.balanceError')
                : t('selection.balance', { count: balance.data.total })}
          </Text>
          {balance.data && balance.data.total < CREDITS.assessmentCost && (
            <Text size="sm" c="red.8" w="100%">
              {t('selection.lowBalance')}
            </Text>
          )}
        </Group>
      )}
    </div>
  );
}
