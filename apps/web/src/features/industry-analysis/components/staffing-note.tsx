import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TIndustryResult } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import { formatPercent } from '../../../shared/i18n/format-figures';
import { useLanguage } from '../../../shared/i18n/use-language';
import { IconAlert } from '../../../shared/ui/icons';

/** Which published staffing each figure comes from, in plain words, and who no survey counts. */
export function StaffingNote({ result }: { result: TIndustryResult }) {
  const { t } = useTranslation('industryAnalysis');
  const language = useLanguage();
  const { industry, employment } = result;
  const { staffing } = industry;
  // OEWS writes a five-digit industry with one six-digit code at five digits: the same industry.
  const own = staffing.code === industry.code || staffing.name === industry.name;
  const words = {
    name: staffing.name,
    industry: industry.name,
    summed: staffing.summed_name,
    covers: formatPercent(staffing.covers_pct, language),
  };
  const who =
    staffing.level === 'top10_4digit'
      ? t('result.staffing.top10', words)
      : own
        ? t('result.staffing.own', words)
        : t('result.staffing.wider', words);
  const size =
    employment.source === 'qcew'
      ? t('result.staffing.size', words)
      : t('result.staffing.sizeWider', { name: staffing.summed_name });
  return (
    <>
      <Alert
        variant="light"
        color="blue"
        icon={<IconAlert size={18} />}
        title={t('result.staffingTitle')}
        role="note"
      >
        <Text size="sm">{who}</Text>
        <Text size="sm" mt={4}>
          {size}
        </Text>
      </Alert>
      {industry.uncounted_self_employed && (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconAlert size={18} />}
          title={t('result.selfEmployedTitle')}
          role="note"
        >
          <Text size="sm">{t('result.selfEmployed')}</Text>
        </Alert>
      )}
    </>
  );
}
