/**
 * Prints, as markdown, the figures the methodology documents quote about the rate: how it orders
 * occupations compared with each study, where the anchor occupations land, and how confidence is
 * spread. Rerun it after a change of weights or data and paste the tables into METHODOLOGY.md
 * (English, the default) and METHODOLOGY.zh.md (`zh`):
 *
 *   npx tsx packages/analyst/src/scoring/report-agreement.ts [en|zh]
 */
import type { Language } from '@irreplaceable/contracts/constants';
import { loadKnowledge } from '../knowledge/load-knowledge';
import type { OccupationRecord } from '../knowledge/types';
import { agreementWithStudies } from './agreement';
import { FORMULA_VERSION, buildStudyTables, scoreOccupation } from './formula';
import { STUDIES } from './studies';

interface Anchor {
  code: string;
  /** Where the task-level studies agree the occupation belongs. */
  expect: { atLeast: number } | { below: number };
}

/** The same anchors scoring.test.ts checks, so the document and the test cannot disagree. */
const ANCHORS: readonly Anchor[] = [
  { code: '41-9041.00', expect: { atLeast: 60 } }, // telemarketers
  { code: '43-9021.00', expect: { atLeast: 60 } }, // data entry keyers
  { code: '29-1242.00', expect: { below: 25 } }, // orthopedic surgeons
  { code: '29-1243.00', expect: { below: 25 } }, // pediatric surgeons
  { code: '29-1249.00', expect: { below: 25 } }, // surgeons, all other
  { code: '47-2181.00', expect: { below: 25 } }, // roofers
  { code: '25-2011.00', expect: { below: 25 } }, // preschool teachers
];

/** Familiar jobs shown as worked examples, not checks. */
const EXAMPLES: readonly string[] = ['15-1252.00', '15-2051.00', '29-1141.00', '53-3032.00'];

const WORDS = {
  en: {
    summary: (scored: number, all: number) =>
      `Formula \`${FORMULA_VERSION}\`: ${scored} of ${all} occupations have at least one study; ` +
      `the other ${all - scored} get the neutral 50 with low confidence.`,
    studyHeader: '| study | weight | occupations covered | Spearman ρ with the rate |',
    anchorHeader: '| anchor occupation | code | rate | expected | holds |',
    exampleHeader: '| example | code | rate | studies | confidence |',
    confidenceHeader: '| confidence | occupations |',
    yes: 'yes',
    no: 'NO',
    level: { high: 'high', medium: 'medium', low: 'low' },
    distribution: (at: (share: number) => number) =>
      `Rate distribution: min ${at(0)}, 10th percentile ${at(0.1)}, median ${at(0.5)}, ` +
      `90th percentile ${at(0.9)}, max ${at(1)}.`,
  },
  zh: {
    summary: (scored: number, all: number) =>
      `公式 \`${FORMULA_VERSION}\`：${all} 个职业中有 ${scored} 个至少被一项研究覆盖，` +
      `其余 ${all - scored} 个取中性值 50，可信度为低。`,
    studyHeader: '| 研究 | 权重 | 覆盖职业数 | 与替代率的 Spearman ρ |',
    anchorHeader: '| 锚点职业 | 代码 | 替代率 | 预期 | 是否成立 |',
    exampleHeader: '| 示例职业 | 代码 | 替代率 | 研究数 | 可信度 |',
    confidenceHeader: '| 可信度 | 职业数 |',
    yes: '是',
    no: '否',
    level: { high: '高', medium: '中', low: '低' },
    distribution: (at: (share: number) => number) =>
      `替代率分布：最小值 ${at(0)}，第 10 百分位 ${at(0.1)}，中位数 ${at(0.5)}，` +
      `第 90 百分位 ${at(0.9)}，最大值 ${at(1)}。`,
  },
} as const;

const language: Language = process.argv[2] === 'zh' ? 'zh' : 'en';
const words = WORDS[language];
const knowledge = loadKnowledge();
const tables = buildStudyTables(knowledge.occupations);
const scoreOf = (occupation: OccupationRecord) => scoreOccupation(occupation, tables);
const titleOf = (occupation: OccupationRecord) =>
  language === 'zh' ? (occupation.titleZh ?? occupation.title) : occupation.title;
const occupationOf = (code: string) => {
  const occupation = knowledge.byCode.get(code);
  if (!occupation) throw new Error(`no occupation ${code} in the knowledge base`);
  return occupation;
};
const scored = knowledge.occupations.filter((o) => scoreOf(o).studiesAvailable > 0);
const lines: string[] = [words.summary(scored.length, knowledge.occupations.length), ''];

lines.push(words.studyHeader, '|---|---:|---:|---:|');
for (const row of agreementWithStudies(scored, (o) => scoreOf(o).aiReplacementRate)) {
  const study = STUDIES.find((s) => s.id === row.study)!;
  const name = study.name[language];
  lines.push(`| ${name} | ${study.weight} | ${row.occupations} | ${row.spearman.toFixed(3)} |`);
}

lines.push('', words.anchorHeader, '|---|---|---:|---|---|');
for (const anchor of ANCHORS) {
  const occupation = occupationOf(anchor.code);
  const rate = scoreOf(occupation).aiReplacementRate;
  const [expected, holds] =
    'atLeast' in anchor.expect
      ? [`≥ ${anchor.expect.atLeast}`, rate >= anchor.expect.atLeast]
      : [`< ${anchor.expect.below}`, rate < anchor.expect.below];
  const verdict = holds ? words.yes : words.no;
  lines.push(`| ${titleOf(occupation)} | ${anchor.code} | ${rate} | ${expected} | ${verdict} |`);
}

lines.push('', words.exampleHeader, '|---|---|---:|---:|---|');
for (const code of EXAMPLES) {
  const occupation = occupationOf(code);
  const score = scoreOf(occupation);
  const cells = [score.aiReplacementRate, score.studiesAvailable, words.level[score.confidence]];
  lines.push(`| ${titleOf(occupation)} | ${code} | ${cells.join(' | ')} |`);
}

const confidence = { high: 0, medium: 0, low: 0 };
for (const occupation of scored) confidence[scoreOf(occupation).confidence] += 1;
lines.push('', words.confidenceHeader, '|---|---:|');
for (const level of ['high', 'medium', 'low'] as const) {
  lines.push(`| ${words.level[level]} | ${confidence[level]} |`);
}

const rates = scored.map((o) => scoreOf(o).aiReplacementRate).sort((a, b) => a - b);
lines.push(
  '',
  words.distribution((share) => rates[Math.round(share * (rates.length - 1))]!),
);

console.log(lines.join('\n'));
