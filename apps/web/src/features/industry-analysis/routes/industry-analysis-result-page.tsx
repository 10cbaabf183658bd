import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { TIndustryAnalysisResponse } from '@irreplaceable/contracts/industry-analysis/industry-analysis';
import { AnalysisResultFrame } from '../../../shared/analyses/analysis-result-frame';
import { SourcesCard } from '../../../shared/analyses/sources-card';
import { FeedbackCard } from '../../../shared/feedback/feedback-card';
import { AiieDistributionChart } from '../components/aiie-distribution-chart';
import { useLanguage } from '../../../shared/i18n/use-language';
import { BlsFactors } from '../components/bls-factors';
import { ChinaSectionCard } from '../components/china-section-card';
import { EntryPoints } from '../components/entry-points';
import { GrowthExposureChart } from '../components/growth-exposure-chart';
import { HeadlineFigures } from '../components/headline-figures';
import { IndustryHeader } from '../components/industry-header';
import { OccupationMixChart } from '../components/occupation-mix-chart';
import { OccupationOutlook } from '../components/occupation-outlook';
import { SectorRatesChart } from '../components/sector-rates-chart';
import { SummaryCard } from '../components/summary-card';
import { WhereYouFit } from '../components/where-you-fit';

/**
 * /me/industry-analysis/result/{id}: progress while it runs, then the industry: who works in it,
 * how exposed it is to AI against the others, what grows, the ways in, and where the reader fits.
 */
export default function IndustryAnalysisResultPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('industryAnalysis');
  const language = useLanguage();
  return (
    <AnalysisResultFrame<TIndustryAnalysisResponse>
      kind="industry"
      id={id}
      progress={{
        title: t('progress.title'),
        intro: t('progress.intro'),
        stageLabel: (stage) => t(`progress.stages.${stage}`),
      }}
    >
      {(analysis, reload) => {
        const result = analysis.result;
        const chinaSection = result.china_section && (
          <ChinaSectionCard section={result.china_section} />
        );
        return (
          <Stack gap="lg">
            <IndustryHeader analysis={analysis} />
            {/* Chinese readers see their own country's figures first. */}
            {language === 'zh' && chinaSection}
            <SummaryCard result={result} />
            <HeadlineFigures result={result} />
            {language !== 'zh' && chinaSection}
            <OccupationMixChart result={result} />
            <GrowthExposureChart result={result} />
            <SectorRatesChart result={result} />
            <AiieDistributionChart result={result} />
            <OccupationOutlook result={result} />
            <BlsFactors result={result} />
            <EntryPoints result={result} />
            {result.personal && <WhereYouFit personal={result.personal} />}
            <SourcesCard
              sources={result.sources}
              note={t('sources.note', {
                version: result.formula_version,
                data: result.data_version,
              })}
              method={{ to: t('sources.methodLink'), label: t('sources.method') }}
            />
            <FeedbackCard
              subject="industry_analysis"
              subjectId={analysis.id}
              given={analysis.feedback}
              onGiven={reload}
            />
          </Stack>
        );
      }}
    </AnalysisResultFrame>
  );
}
