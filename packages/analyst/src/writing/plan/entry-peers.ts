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
  /**
   * Among the BLS occupations with that entry education and a published wage (each counted once,
   * however many O*NET children), the share (0–1) with a lower median; null without a wage.
   */
  payAbove: PeerShare | null;
  /** Among those with projections, the share (0–1) with more openings per job. */
  openingsBelow: PeerShare | null;
}

export interface PeerShare {
  share: number;
  /** How many occupations the share is of, the job itself included. */
  of: number;
}

interface PeerFigures {
  wages: number[];
  openingRates: number[];
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
    const peers = table.get(projections.education) ?? { wages: [], openingRates: [] };
    const wage = occupation.wages ? annualWage(occupation.wages) : null;
    // Only occupations with both figures, so the pay and openings comparisons on one page count
    // the same peers ("of the 108 occupations…" twice, never 108 and then 109).
    if (wage === null || projections.employment2024 <= 0) continue;
    peers.wages.push(wage);
    peers.openingRates.push((100 * projections.openingsAnnual) / projections.employment2024);
    table.set(projections.education, peers);
  }
  tables.set(knowledge, table);
  return table;
}

// With a handful of peers a share says more about the handful than about the job.
const MIN_PEERS = 10;

function shareOf(values: readonly number[], test: (value: number) => boolean): PeerShare | null {
  if (values.length < MIN_PEERS) return null;
  return { share: values.filter(test).length / values.length, of: values.length };
}

export function entryPeers(facts: JobFacts): EntryPeers | null {
  const education = facts.demand?.projections.education;
  if (!education) return null;
  const peers = peerTable(facts.knowledge).get(education);
  if (!peers) return null;
  const wage = facts.wage?.annual ?? null;
  const rate = facts.demand!.figures.openingsRatePct;
  return {
    education,
    payAbove: wage === null ? null : shareOf(peers.wages, (other) => other < wage),
    openingsBelow: shareOf(peers.openingRates, (other) => other > rate + 1e-9),
  };
}
