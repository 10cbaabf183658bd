import { annualWage } from '../../analysis/labor-baselines';
import type { JobFacts } from '../../analysis/job-facts';
import type { KnowledgeBase } from '../../knowledge/load-knowledge';

/**
 * Where the job stands among the occupations BLS lists with the same typical entry education: the
 * comparison a person choosing how to train can use, and one that differs from job to job where a
 * sentence about the education alone would read the same on hundreds of pages.
 */
export interface EntryPeers {
  education: string;
  /** BLS occupations with that entry education (each counted once, however many O*NET children). */
  count: number;
  /** Share (0–1) of those with a published wage whose median is lower; null without a wage. */
  payAbove: number | null;
  /** Share (0–1) of those with more openings per job; null without projections. */
  openingsBelow: number | null;
}

interface PeerFigures {
  wages: number[];
  openingRates: number[];
  count: number;
}

const tables = new WeakMap<KnowledgeBase, Map<string, PeerFigures>>();

/** Each BLS projections occupation once (O*NET children share its figures), by entry education. */
function peerTable(knowledge: KnowledgeBase): Map<string, PeerFigures> {
  let table = tables.get(knowledge);
  if (table) return table;
  table = new Map();
  const seen = new Set<string>();
  for (const occupation of knowledge.occupations) {
    const projections = occupation.projections;
    if (!projections?.education || seen.has(projections.nem)) continue;
    seen.add(projections.nem);
    const peers = table.get(projections.education) ?? { wages: [], openingRates: [], count: 0 };
    peers.count += 1;
    const wage = occupation.wages ? annualWage(occupation.wages) : null;
    if (wage !== null) peers.wages.push(wage);
    if (projections.employment2024 > 0)
      peers.openingRates.push((100 * projections.openingsAnnual) / projections.employment2024);
    table.set(projections.education, peers);
  }
  tables.set(knowledge, table);
  return table;
}

const shareOf = (values: readonly number[], test: (value: number) => boolean) =>
  values.length === 0 ? null : values.filter(test).length / values.length;

export function entryPeers(facts: JobFacts): EntryPeers | null {
  const education = facts.demand?.projections.education;
  if (!education) return null;
  const peers = peerTable(facts.knowledge).get(education);
  // With a handful of peers a share says more about the handful than about the job.
  if (!peers || peers.count < 10) return null;
  const wage = facts.wage?.annual ?? null;
  const rate = facts.demand!.figures.openingsRatePct;
  return {
    education,
    count: peers.count,
    payAbove: wage === null ? null : shareOf(peers.wages, (other) => other < wage),
    openingsBelow: shareOf(peers.openingRates, (other) => other > rate + 1e-9),
  };
}
