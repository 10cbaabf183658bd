import type {
  TIndustryOccupation,
  TIndustryResult,
} from '@irreplaceable/contracts/industry-analysis/industry-analysis';

/** The occupations a list of codes names, in its order; a code the result lacks is left out. */
export function occupationsFor(result: TIndustryResult, codes: string[]): TIndustryOccupation[] {
  const byCode = new Map(
    result.occupations.map((occupation) => [occupation.occupation_code, occupation]),
  );
  return codes.flatMap((code) => {
    const occupation = byCode.get(code);
    return occupation ? [occupation] : [];
  });
}

/** The sector's occupations, the most employed first. */
export function largestOccupations(result: TIndustryResult, count: number): TIndustryOccupation[] {
  return [...result.occupations]
    .sort((a, b) => (b.employment_share ?? -1) - (a.employment_share ?? -1))
    .slice(0, count);
}
