import type { TStudyId } from '@irreplaceable/contracts/analysis/job-analysis';
import type { OccupationRecord } from '../knowledge/types';
import { STUDIES } from './studies';

/** Ranks with ties sharing their mean rank. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end += 1;
    for (let k = start; k <= end; k += 1) result[order[k]!.index] = (start + end) / 2;
    start = end + 1;
  }
  return result;
}

/** Spearman's rank correlation of two equally long series. */
export function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (ra.length - 1) / 2;
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  for (let i = 0; i < ra.length; i += 1) {
    covariance += (ra[i]! - mean) * (rb[i]! - mean);
    varianceA += (ra[i]! - mean) ** 2;
    varianceB += (rb[i]! - mean) ** 2;
  }
  return covariance / Math.sqrt(varianceA * varianceB);
}

export interface StudyAgreement {
  study: TStudyId;
  occupations: number;
  spearman: number;
}

type Figure = (occupation: OccupationRecord) => number | null;

/** Spearman's correlation of two figures over the occupations that have both, labelled `study`. */
function agreementOver(
  occupations: readonly OccupationRecord[],
  study: TStudyId,
  first: Figure,
  second: Figure,
): StudyAgreement {
  const pairs = occupations
    .map((occupation) => [first(occupation), second(occupation)] as const)
    .filter((pair): pair is readonly [number, number] => pair[0] !== null && pair[1] !== null);
  return {
    study,
    occupations: pairs.length,
    spearman: Number(
      spearman(
        pairs.map((pair) => pair[0]),
        pairs.map((pair) => pair[1]),
      ).toFixed(3),
    ),
  };
}

/** How well the rate orders occupations the way each study does, over the ones it covers. */
export function agreementWithStudies(
  occupations: readonly OccupationRecord[],
  rateOf: (occupation: OccupationRecord) => number,
): StudyAgreement[] {
  return STUDIES.map((study) => agreementOver(occupations, study.id, study.value, rateOf));
}

/** How one study orders occupations compared with each other study, over the ones both cover. */
export function agreementOfStudy(
  occupations: readonly OccupationRecord[],
  id: TStudyId,
): StudyAgreement[] {
  const study = STUDIES.find((item) => item.id === id);
  if (!study) throw new Error(`unknown study ${id}`);
  return STUDIES.filter((other) => other.id !== id).map((other) =>
    agreementOver(occupations, other.id, study.value, other.value),
  );
}
