import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TIndustryAnalysisResponse } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import { AnalysisResultHeader } from '../../../shared/analyses/analysis-result-header';
import { useLanguage } from '../../../shared/i18n/use-language';

const GBT_MATCHES = ['same', 'broader', 'narrower', 'overlap'] as const;
const isKnownMatch = (match: string): match is (typeof GBT_MATCHES)[number] =>
  (GBT_MATCHES as readonly string[]).includes(match);

type TAnalysis = TIndustryAnalysisResponse & {
  result: NonNullable<TIndustryAnalysisResponse['result']>;
};

/** The industry's name, its English name for Chinese readers, its NAICS and GB/T codes. */
export function IndustryHeader({ analysis }: { analysis: TAnalysis }) {
  const { t } = useTranslation('industryAnalysis');
  const language = useLanguage();
  const { industry } = analysis.result;
  const asked = analysis.input.industry_query;

  return (
    <AnalysisResultHeader
      kind="industry"
      analysis={analysis}
      title={industry.name}
      deleteConfirmBody={t('result.deleteConfirmBody')}
    >
      <Group gap={8} mt={6}>
        <Badge variant="light" color="lagoon" radius="sm" tt="none">
          {t('result.naics', { code: industry.code })}
        </Badge>
        {language === 'zh' && industry.name_en !== industry.name && (
          <Text size="sm" c="gray.7" lang="en">
            {t('result.otherName', { name: industry.name_en })}
          </Text>
        )}
        {language === 'en' && industry.name_zh && (
          <Text size="sm" c="gray.7" lang="zh">
            {t('result.chineseName', { name: industry.name_zh })}
          </Text>
        )}
      </Group>
      {asked && asked !== industry.name && asked !== industry.name_en && (
        <Text size="sm" c="gray.7" mt={4}>
          {t('result.asked', { query: asked })}
        </Text>
      )}
      {industry.gbt.length > 0 && (
        <Group gap={6} mt={4} c="gray.7" fz="sm">
          <Text span size="sm">
            {t('result.gbt')}
          </Text>
          {industry.gbt.map((gbt) => (
            <Text span size="sm" key={gbt.code}>
              <Text span fw={600} c="dark.7" lang="zh">
                {gbt.code} {gbt.name}
              </Text>
              {t('result.gbtMatchNote', {
                match: isKnownMatch(gbt.match)
                  ? t(`result.gbtMatch.${gbt.match}`, { naics: industry.code, gbt: gbt.code })
                  : gbt.match,
              })}
            </Text>
          ))}
        </Group>
      )}
    </AnalysisResultHeader>
  );
}
