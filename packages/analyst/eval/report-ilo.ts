/**
 * `npm run report:ilo`: the evidence for how the ILO's generative-AI exposure measure (Gmyrek, Berg
 * and Bescond 2023) is used. It prints, as markdown: how many occupations the ISCO-08 join reaches;
 * Spearman's ρ of the ILO score with every other study and with the rate, over the occupations both
 * cover; and what the rate would do if the ILO score carried a weight (each candidate takes its
 * weight from the others in proportion, so the weights still sum to 1). The methodology documents
 * quote these figures.
 */
import { loadKnowledge } from '../src/knowledge/load-knowledge';
import type { OccupationRecord } from '../src/knowledge/types';
import { agreementOfStudy, agreementWithStudies, spearman } from '../src/scoring/agreement';
import { buildStudyTables, scoreOccupation } from '../src/scoring/formula';
import { STUDIES, type StudyDefinition } from '../src/scoring/studies';

const ILO = 'ilo_genai';
const CANDIDATE_WEIGHTS = [0.1, 0.2, 0.3] as const;
/** The anchors of scoring.test.ts and report-agreement.ts. */
const ANCHORS = [
  { code: '41-9041.00', atLeast: 60 },
  { code: '43-9021.00', atLeast: 60 },
  { code: '29-1242.00', below: 25 },
  { code: '29-1243.00', below: 25 },
  { code: '29-1249.00', below: 25 },
  { code: '47-2181.00', below: 25 },
  { code: '25-2011.00', below: 25 },
] as const;

const knowledge = loadKnowledge();
const occupations = knowledge.occupations;
const tables = buildStudyTables(occupations);
const nameOf = (id: string) => STUDIES.find((study) => study.id === id)!.name.en;

function withIloWeight(weight: number): StudyDefinition[] {
  const others = STUDIES.filter((study) => study.id !== ILO).reduce((sum, s) => sum + s.weight, 0);
  return STUDIES.map((study) =>
    study.id === ILO
      ? { ...study, weight, isShownOnly: false }
      : { ...study, weight: (study.weight * (1 - weight)) / others },
  );
}

function rateWith(studies: readonly StudyDefinition[]) {
  return (occupation: OccupationRecord) => scoreOccupation(occupation, tables, studies);
}

const lines: string[] = [];
const ilo = occupations.map((o) => o.exposure.ilo);
const covered = ilo.filter((figure) => figure !== null);
lines.push(
  `ILO score: ${covered.length} of ${occupations.length} occupations ` +
    `(${covered.filter((f) => f.how === 'single').length} from one ISCO-08 group, ` +
    `${covered.filter((f) => f.how === 'averaged').length} averaged over several).`,
  '',
  '| other study | occupations both cover | Spearman ρ with the ILO score |',
  '|---|---:|---:|',
);
for (const row of agreementOfStudy(occupations, ILO)) {
  lines.push(`| ${nameOf(row.study)} | ${row.occupations} | ${row.spearman.toFixed(3)} |`);
}
// The composite the ILO score is compared with leaves the ILO score out, so it cannot agree with itself.
const without = rateWith(STUDIES.filter((study) => study.id !== ILO));
const rated = occupations.filter((o) => without(o).studiesAvailable > 0 && o.exposure.ilo !== null);
const withRate = spearman(
  rated.map((o) => o.exposure.ilo!.value),
  rated.map((o) => without(o).aiReplacementRate),
);
lines.push(`| **the rate without the ILO score** | ${rated.length} | ${withRate.toFixed(3)} |`);

const candidates = [
  { label: 'shown only (this formula)', studies: STUDIES },
  { label: '0, joining thin coverage', studies: withIloWeight(0) },
  ...CANDIDATE_WEIGHTS.map((weight) => ({ label: String(weight), studies: withIloWeight(weight) })),
];
lines.push(
  '',
  'Each way of using the ILO score, against the rate without it (weights of the others scaled to sum to 1 − w):',
  '',
  '| ILO weight | anchors holding | ρ of the rate with GPT-4 β / human β / Microsoft / Frey-Osborne | rates that move | largest move | newly rated (their rates) |',
  '|---|---|---|---:|---:|---|',
);
for (const candidate of candidates) {
  const score = rateWith(candidate.studies);
  const failing = ANCHORS.filter((anchor) => {
    const rate = score(knowledge.byCode.get(anchor.code)!).aiReplacementRate;
    return 'atLeast' in anchor ? rate < anchor.atLeast : rate >= anchor.below;
  });
  const scored = occupations.filter((o) => score(o).studiesAvailable > 0);
  const agreement = agreementWithStudies(scored, (o) => score(o).aiReplacementRate);
  const rho = (id: string) => agreement.find((row) => row.study === id)!.spearman.toFixed(3);
  const before = scored.filter((o) => without(o).studiesAvailable > 0);
  const moves = before.map((o) =>
    Math.abs(score(o).aiReplacementRate - without(o).aiReplacementRate),
  );
  const fresh = scored
    .filter((o) => without(o).studiesAvailable === 0)
    .map((o) => score(o).aiReplacementRate);
  const anchors =
    failing.length === 0
      ? `all ${ANCHORS.length}`
      : `${ANCHORS.length - failing.length} (not ${failing.map((a) => `${a.code} at ${score(knowledge.byCode.get(a.code)!).aiReplacementRate}`).join(', ')})`;
  const freshCell =
    fresh.length === 0 ? '0' : `${fresh.length} (${Math.min(...fresh)}–${Math.max(...fresh)})`;
  lines.push(
    `| ${candidate.label} | ${anchors} | ` +
      `${['gpts_gpt4_beta', 'gpts_human_beta', 'microsoft_applicability', 'frey_osborne'].map(rho).join(' / ')} | ` +
      `${moves.filter((move) => move > 0).length} | ${Math.max(...moves)} | ${freshCell} |`,
  );
}
console.log(lines.join('\n'));
