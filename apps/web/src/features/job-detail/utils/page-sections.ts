import type { TJobDetail } from '@irreplaceable/contracts/jobs/job';
import type { TTranslationKey } from '../../../shared/i18n/i18n';
import { marketEntries } from './market-entries';

/** Pages persisted in the browser before China wages were served lack them (up to an hour). */
export function hasChinaWages(job: TJobDetail): boolean {
  return (job as Partial<TJobDetail>).china_wages !== undefined;
}

/** The sections of a job page a reader can jump to, by the id of each one's heading. */
export function pageSections(job: TJobDetail): { id: string; labelKey: TTranslationKey }[] {
  const hasMarket = marketEntries(job.market_analysis).length > 0;
  return [
    { id: 'contest-title', labelKey: 'jobDetail.nav.verdict' },
    { id: 'analysts', labelKey: 'jobDetail.nav.analysts' },
    { id: 'description', labelKey: 'jobDetail.nav.description' },
    { id: 'deep-understanding', labelKey: 'jobDetail.nav.deepUnderstanding' },
    { id: 'demand-index', labelKey: 'jobDetail.nav.demandIndex' },
    { id: 'replacement-process', labelKey: 'jobDetail.nav.replacementProcess' },
    ...(job.ai_use_by_task ? [{ id: 'ai-use', labelKey: 'jobDetail.nav.aiUse' as const }] : []),
    ...(job.exposure_trend
      ? [{ id: 'exposure-trend', labelKey: 'jobDetail.nav.exposureTrend' as const }]
      : []),
    { id: 'human-advice', labelKey: 'jobDetail.nav.humanAdvice' },
    ...(hasMarket
      ? [{ id: 'market-analysis', labelKey: 'jobDetail.nav.marketAnalysis' as const }]
      : []),
    ...(hasChinaWages(job)
      ? [{ id: 'china-wages', labelKey: 'jobDetail.nav.chinaWages' as const }]
      : []),
    { id: 'related-links', labelKey: 'jobDetail.nav.relatedLinks' },
    {
      id: 'evidence-title',
      labelKey:
        job.ai_replacement_rate === null
          ? 'jobDetail.nav.evidenceUnrated'
          : 'jobDetail.nav.evidence',
    },
    { id: 'safer-title', labelKey: 'jobDetail.nav.saferJobs' },
  ];
}
