import type { TEngine } from '@irreplaceable/contracts/analysis/analysts';
import type {
  TJobAnalysis,
  TJobAnalysisText,
  TRelatedResource,
} from '@irreplaceable/contracts/analysis/job-analysis';
import type { TModelJobText } from './model-schemas';

/** Only https links to a named host: a model's link is shown to readers, who open it in a new tab. */
export function isSafeLink(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'https:' &&
      parsed.hostname.includes('.') &&
      !parsed.username &&
      !parsed.password
    );
  } catch {
    return false;
  }
}

function mergeLanguage(builtin: TJobAnalysisText, written: TJobAnalysisText): TJobAnalysisText {
  const links: TRelatedResource[] = written.related_resources.filter(
    (link) => link.title.trim() !== '' && isSafeLink(link.url),
  );
  return {
    description: written.description,
    deep_understanding: written.deep_understanding,
    // The score is a figure, so it stays the computed one; the model writes only the reading.
    demand_index: { ...builtin.demand_index, reading: written.demand_index.reading },
    replacement_process: written.replacement_process,
    human_advice: written.human_advice,
    // The built-in entries and links are grounded in the sources; a model's replace them only
    // when it actually wrote some (and, for links, when they pass the https check).
    market_analysis:
      written.market_analysis.length > 0 ? written.market_analysis : builtin.market_analysis,
    related_resources: links.length > 0 ? links : builtin.related_resources,
  };
}

/**
 * The built-in analysis with the model's text in place of its own. The rate, the irreplaceability,
 * the evidence and the safer occupations always stay the computed ones.
 */
export function mergeModelText(
  builtin: TJobAnalysis,
  written: TModelJobText,
  engine: TEngine,
): TJobAnalysis {
  return {
    ...builtin,
    content: {
      en: mergeLanguage(builtin.content.en, written.en),
      zh: mergeLanguage(builtin.content.zh, written.zh),
    },
    engine,
  };
}
