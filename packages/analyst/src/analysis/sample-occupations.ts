import type { KnowledgeBase } from '../knowledge/load-knowledge';

/**
 * Occupations whose data is incomplete in some way, so tests and the benchmark always cover
 * them: missing studies (a code new in SOC 2018), military codes, "All Other" codes with no
 * task data, no OEWS wages, an hourly-only and an annual-only wage.
 */
export const EDGE_CASE_CODES = [
  '15-2051.00', // Data Scientists: no Frey-Osborne, AIOE or Anthropic figures
  '55-1011.00', // military: no study, no projections, no wages
  '55-3019.00',
  '11-9199.00', // Managers, All Other: no rated tasks
  '15-1299.00',
  '45-3031.00', // Fishing and Hunting Workers: projections but no OEWS wages
  '27-2011.00', // Actors: hourly wage only
  '25-2021.00', // Elementary School Teachers: annual wage only
] as const;

/** A deterministic spread of `count` occupations across the code list, edge cases first. */
export function sampleOccupationCodes(knowledge: KnowledgeBase, count: number): string[] {
  const codes = new Set<string>(EDGE_CASE_CODES);
  const all = knowledge.occupations;
  const step = all.length / count;
  for (let i = 0; codes.size < count && i < count * 2; i += 1) {
    codes.add(all[Math.floor((i * step) % all.length)]!.code);
  }
  return [...codes].slice(0, count);
}
