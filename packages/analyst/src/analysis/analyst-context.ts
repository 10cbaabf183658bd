import type { KnowledgeBase } from '../knowledge/load-knowledge';
import {
  buildStudyTables,
  scoreOccupation,
  type OccupationScore,
  type StudyTables,
} from '../scoring/formula';
import { PercentileTable } from '../scoring/percentiles';
import { computeLaborBaselines, type LaborBaselines } from './labor-baselines';

/** What every analysis over one knowledge base shares; built once, on first use. */
export interface AnalystContext {
  knowledge: KnowledgeBase;
  tables: StudyTables;
  /** Every occupation's score, so neighbours and percentiles cost a lookup. */
  scores: ReadonlyMap<string, OccupationScore>;
  /** Rates of the occupations at least one study covers (a rate without data is no finding). */
  rates: PercentileTable;
  /** Mean rate per category over the same occupations. */
  categoryRates: ReadonlyMap<string, number>;
  labor: LaborBaselines;
  /** e.g. `onet-29.3+ep-2024-34+rules-1`. */
  dataVersion: string;
}

const contexts = new WeakMap<KnowledgeBase, AnalystContext>();

function dataVersionOf(knowledge: KnowledgeBase): string {
  const version = (id: string, fallback: string) => {
    const source = knowledge.meta.sources.find((item) => item.id === id);
    return source?.version.split(' ')[0]?.replace(/[–—]/g, '-') ?? fallback;
  };
  return `onet-${version('onet', 'unknown')}+ep-${version('bls-ep', 'unknown')}+rules-${knowledge.meta.rulesVersion}`;
}

function build(knowledge: KnowledgeBase): AnalystContext {
  const tables = buildStudyTables(knowledge.occupations);
  const scores = new Map<string, OccupationScore>();
  const covered: number[] = [];
  const byCategory = new Map<string, number[]>();
  for (const occupation of knowledge.occupations) {
    const score = scoreOccupation(occupation, tables);
    scores.set(occupation.code, score);
    if (score.studiesAvailable === 0) continue;
    covered.push(score.aiReplacementRate);
    const list = byCategory.get(occupation.category) ?? [];
    list.push(score.aiReplacementRate);
    byCategory.set(occupation.category, list);
  }
  const categoryRates = new Map(
    [...byCategory].map(([id, rates]) => [id, rates.reduce((a, b) => a + b, 0) / rates.length]),
  );
  return {
    knowledge,
    tables,
    scores,
    rates: new PercentileTable(covered),
    categoryRates,
    labor: computeLaborBaselines(knowledge),
    dataVersion: dataVersionOf(knowledge),
  };
}

export function analystContext(knowledge: KnowledgeBase): AnalystContext {
  let context = contexts.get(knowledge);
  if (!context) {
    context = build(knowledge);
    contexts.set(knowledge, context);
  }
  return context;
}
