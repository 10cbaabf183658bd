import type {
  MicrosoftFigure,
  Projections,
  WageStats,
} from '../../../packages/analyst/src/knowledge/types';
import { round4 } from '../numbers';
import type { EpLine } from '../sources/bls-ep';
import type { OewsLine, OewsRelease } from '../sources/oews';

/**
 * Rules B1–B3 (MAPPING.md): BLS and Microsoft figures are per NEM code (SOC 2018 plus BLS
 * aggregates). An O*NET code finds its NEM code in the BLS crosswalk; when that gives nothing we try
 * the occupation's own 6-digit SOC code. Every O*NET child of one NEM code gets the same figures.
 */
function candidates(nem: string | undefined, soc: string): string[] {
  return nem && nem !== soc ? [nem, soc] : [soc];
}

export function projectionsFor(
  nem: string | undefined,
  soc: string,
  lines: ReadonlyMap<string, EpLine>,
): Projections | null {
  for (const key of candidates(nem, soc)) {
    const line = lines.get(key);
    if (line) return { nem: key, ...line };
  }
  return null;
}

/** OEWS May 2025 first; the whole record falls back to May 2024 only when 2025 has no row. */
export function wagesFor(
  nem: string | undefined,
  soc: string,
  releases: ReadonlyArray<[OewsRelease, ReadonlyMap<string, OewsLine>]>,
): WageStats | null {
  for (const [release, lines] of releases) {
    for (const key of candidates(nem, soc)) {
      const line = lines.get(key);
      if (line) return { release, soc: key, ...line };
    }
  }
  return null;
}

export function microsoftFor(
  nem: string | undefined,
  soc: string,
  scores: ReadonlyMap<string, number>,
): MicrosoftFigure | null {
  if (nem !== undefined) {
    const value = scores.get(nem);
    if (value !== undefined) return { value: round4(value), soc: nem, via: 'nem' };
  }
  const value = scores.get(soc);
  return value === undefined ? null : { value: round4(value), soc, via: 'soc' };
}
