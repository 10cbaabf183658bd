import type { TJobAnalysisText } from '@irreplaceable/contracts/analysis/job-analysis';
import type { JobFacts } from '../analysis/job-facts';
import { deepUnderstandingEn } from './deep-understanding-en';
import { deepUnderstandingZh } from './deep-understanding-zh';
import { demandReadingEn } from './demand-reading-en';
import { demandReadingZh } from './demand-reading-zh';
import { describeEn } from './description-en';
import { describeZh } from './description-zh';
import { humanAdviceEn } from './human-advice-en';
import { humanAdviceZh } from './human-advice-zh';
import { marketAnalysis } from './market-analysis';
import { relatedResources } from './related-resources';
import { replacementProcessEn } from './replacement-process-en';
import { replacementProcessZh } from './replacement-process-zh';
import { markdownSafe } from './format';
import { tidyChinese } from '@irreplaceable/contracts/common/chinese-style';

/** The written sections of a job page in one language, each composed from the job's figures. */
export function composeJobText(facts: JobFacts, lang: 'en' | 'zh'): TJobAnalysisText {
  return markdownText(lang === 'en' ? composeIn(facts, lang) : tidyText(composeIn(facts, lang)));
}

/** The sections the page renders as markdown, through the one escaping step. */
function markdownText(text: TJobAnalysisText): TJobAnalysisText {
  return {
    ...text,
    description: markdownSafe(text.description),
    deep_understanding: markdownSafe(text.deep_understanding),
    demand_index: { ...text.demand_index, reading: markdownSafe(text.demand_index.reading) },
    replacement_process: markdownSafe(text.replacement_process),
    human_advice: markdownSafe(text.human_advice),
    market_analysis: text.market_analysis.map((entry) => ({
      ...entry,
      market_analysis: markdownSafe(entry.market_analysis),
    })),
  };
}

/** Every Chinese string of the page through the one typographic pass. */
function tidyText(text: TJobAnalysisText): TJobAnalysisText {
  return {
    ...text,
    description: tidyChinese(text.description),
    deep_understanding: tidyChinese(text.deep_understanding),
    demand_index: { ...text.demand_index, reading: tidyChinese(text.demand_index.reading) },
    replacement_process: tidyChinese(text.replacement_process),
    human_advice: tidyChinese(text.human_advice),
    market_analysis: text.market_analysis.map((entry) => ({
      ...entry,
      local_job_data: tidyChinese(entry.local_job_data),
      market_analysis: tidyChinese(entry.market_analysis),
      last_updated: tidyChinese(entry.last_updated),
    })),
    related_resources: text.related_resources.map((link) => ({
      ...link,
      title: tidyChinese(link.title),
    })),
  };
}

function composeIn(facts: JobFacts, lang: 'en' | 'zh'): TJobAnalysisText {
  const en = lang === 'en';
  return {
    description: en ? describeEn(facts) : describeZh(facts),
    deep_understanding: en ? deepUnderstandingEn(facts) : deepUnderstandingZh(facts),
    demand_index: {
      // No projections, no index: the reading says why rather than a neutral number standing in.
      score: facts.demand?.figures.score ?? null,
      unknown_reason: facts.demand ? null : 'no_projections',
      reading: en ? demandReadingEn(facts) : demandReadingZh(facts),
    },
    replacement_process: en ? replacementProcessEn(facts) : replacementProcessZh(facts),
    human_advice: en ? humanAdviceEn(facts) : humanAdviceZh(facts),
    market_analysis: marketAnalysis(facts, lang),
    related_resources: relatedResources(facts, lang),
  };
}
