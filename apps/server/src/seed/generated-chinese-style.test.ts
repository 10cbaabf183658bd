import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chineseStyleProblems } from '@irreplaceable/contracts/common/chinese-style';
import type { TJobAnalysis } from '@irreplaceable/contracts/analysis/job-analysis';
import { analyzeJob } from '@irreplaceable/analyst/analysis/analyze-job';
import { createBuiltinAssessmentEngine } from '@irreplaceable/analyst/assessment/builtin-engine';
import {
  contextFor,
  KEEN,
  knowledge,
  runAssessment,
} from '@irreplaceable/analyst/assessment/testing/assessment-fixtures';
import { analyzeCv } from '@irreplaceable/analyst/cv/analyze-cv';
import { presentCvRecord } from '@irreplaceable/analyst/cv/wording/present-cv';
import { analyzeIndustry } from '@irreplaceable/analyst/industry/analyze-industry';
import { loadIndustries } from '@irreplaceable/analyst/industry/industry-base';
import { presentIndustryRecord } from '@irreplaceable/analyst/industry/present-industry';
import { classifyQuery } from '@irreplaceable/analyst/matching/classify-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_JOB_TITLES } from './seed-demo-jobs';
import { readSeedArticles } from './seed-demo-news';

/**
 * The Chinese style rules over every Chinese text the built-in analyst writes for the demo job
 * pages, for Chinese CVs, for industry analyses and for the assessment: real output, not samples.
 */

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const CVS = path.join(REPO, 'packages/analyst/eval/cvs/zh');
/** CVs from the tuning set (never the held-out ones), chosen for the software and titles they name. */
const CV_FILES = [
  'zh-01-frontend-grad.md',
  'zh-02-accounting-assistant.txt',
  'zh-08-java-senior.txt',
  'zh-18-teller-to-data-analyst.md',
  'zh-20-livestream-host.txt',
  'zh-24-cross-border-ecommerce.md',
];
/** Sectors, four-digit industries and restaurants, lawyers, ride-hailing and chips at their own codes. */
const INDUSTRY_CODES = ['31-33', '62', '5221', '722511', '541110', '485310', '334413', '531311'];

/** Words a Chinese page must not use, each with why. */
const NOT_IN_CHINESE: [RegExp, string][] = [
  [/计权/, 'an acoustics term: 计入权重的研究'],
  [/动脑的工作/, 'reads as translation: 脑力工作, 脑力劳动'],
  [/专属于/, 'reads as translation'],
  [/Structured query language|Hypertext markup language/i, 'O*NET’s description, not the name'],
  [/[A-Za-z] software(?![A-Za-z])/, 'O*NET’s “software” suffix'],
  [/TikTok/, '抖音 on Chinese pages'],
];

type Text = [where: string, text: string, rate: number | null];

function jobTexts(analysis: TJobAnalysis): Text[] {
  const content = analysis.content.zh;
  const rate = analysis.ai_replacement_rate;
  const at = (where: string, text: string): Text => [
    `${analysis.canonical_title} ${where}`,
    text,
    rate,
  ];
  return [
    at('description', content.description),
    at('deep_understanding', content.deep_understanding),
    at('demand_index', content.demand_index.reading),
    at('replacement_process', content.replacement_process),
    at('human_advice', content.human_advice),
    ...content.market_analysis.flatMap((entry) => [
      at('market data', entry.local_job_data),
      at('market reading', entry.market_analysis),
    ]),
    ...analysis.reviews.zh.flatMap((review) => [
      at(`${review.provider} comment`, review.comment),
      at(`${review.provider} note`, review.review_comment),
    ]),
  ];
}

function cvTexts(file: string): Text[] {
  const text = fs.readFileSync(path.join(CVS, file), 'utf8');
  const outcome = analyzeCv(text, knowledge, {
    asOf: { year: 2026, month: 11 },
    withGapPlan: true,
  });
  if (outcome.kind !== 'analysis') throw new Error(`${file}: ${outcome.kind}`);
  const result = presentCvRecord(outcome.record, 'zh', knowledge);
  return [
    [`${file} summary`, result.profile.summary, null],
    ...result.profile.technologies.map((t): Text => [`${file} technology`, t.name, null]),
    ...result.roles.flatMap((role): Text[] => [
      [`${file} ${role.occupation_code} why`, role.why, role.ai_replacement_rate],
      ...(role.gap_plan ?? []).map((step): Text => [`${file} gap plan`, step, null]),
      ...role.gaps.map((gap): Text => [`${file} gap`, gap.name, null]),
      ...role.evidence.map((item): Text => [`${file} evidence`, item.matched, null]),
    ]),
  ];
}

function industryTexts(code: string, base: ReturnType<typeof loadIndustries>): Text[] {
  const person = { job: { code: '13-2011.00', text: '会计' } };
  const record = analyzeIndustry(code, knowledge, base, { asOf: '2026-11', person });
  const result = presentIndustryRecord(record, 'zh', knowledge, base);
  const rate = result.ai_replacement_rate;
  return [
    [`${code} name`, result.industry.name, null],
    [`${code} summary`, result.summary, rate],
    ...result.factors.map((factor): Text => [`${code} factor`, factor.text, null]),
    ...(result.aiie ? [[`${code} aiie`, result.aiie.note, null] as Text] : []),
    ...(result.personal ? [[`${code} personal`, result.personal.summary, rate] as Text] : []),
    ...result.personal!.learn_technologies.map((t): Text => [`${code} learn`, t, null]),
  ];
}

async function assessmentTexts(): Promise<Text[]> {
  const engine = createBuiltinAssessmentEngine({ knowledge });
  const texts: Text[] = [];
  for (const job of ['developer', 'nurse', 'clerk'] as const) {
    for (const analyst of ['gpt', 'gemini'] as const) {
      const context = contextFor(job, { language: 'zh', analyst });
      const answers = {
        ...KEEN,
        phase1: ['我打心底喜欢这类工作', '琢磨棘手的难题', '直接和人打交道'] as const,
      };
      const run = await runAssessment(engine, context, answers);
      const at = (text: string): Text => [
        `assessment ${job} ${analyst}`,
        text,
        context.job.analysis.ai_replacement_rate,
      ];
      texts.push(
        ...run.phase1
          .flatMap(({ question }) => [question.question_text, ...question.options])
          .map(at),
        ...run.questions.flatMap((q) => [q.question_text, ...q.options.map((o) => o.text)]).map(at),
        at(run.interim.value.headline),
        at(run.interim.value.summary),
        ...run.interim.value.strengths.map(at),
        ...run.interim.value.watch_points.map(at),
        ...run.challenges.value.flatMap((c) => [
          at(c.title),
          at(c.challenge_text),
          at(c.follow_up),
          ...c.choices.map((choice) => at(choice.text)),
          ...Object.values(c.readings).map(at),
        ]),
        at(run.report.value.report_5a.headline),
        at(run.report.value.report_5a.cognitive_personal_reflection),
        at(run.report.value.report_5b.what_you_need),
        ...run.report.value.report_5b.next_steps.map(at),
      );
    }
  }
  return texts;
}

/** The seeded articles' Chinese: title, summary, caption, tags and each block of the body. */
function newsTexts(): Text[] {
  return readSeedArticles().flatMap((article): Text[] => {
    const at = (where: string, text: string): Text => [`${article.slug} ${where}`, text, null];
    const blocks = article.content_zh
      .split(/<\/?(?:p|h2|h3|ul|ol|li|blockquote)>/)
      .map((block) => block.replace(/<[^>]+>/g, ''))
      .filter((block) => block.trim() !== '');
    return [
      at('title', article.title_zh),
      at('summary', article.summary_zh),
      at('caption', article.caption_zh),
      ...article.tags_zh.map((tag) => at('tag', tag)),
      ...blocks.map((block) => at('body', block)),
    ];
  });
}

/** What breaks the rules in one text: the style rules, the page's rate as 暴露度, listed words. */
function faults([where, text, rate]: Text): string[] {
  // A link's address is not Chinese text.
  const prose = text.replace(/\]\([^)]*\)/g, ']');
  const found = chineseStyleProblems(prose).map(
    (problem) => `${where}: ${problem.rule} at “${problem.excerpt}”`,
  );
  for (const [pattern, why] of NOT_IN_CHINESE) {
    const hit = prose.match(pattern);
    if (hit) found.push(`${where}: “${hit[0]}” (${why})`);
  }
  if (rate !== null) {
    const figure = String.raw`(?<![\d.])${rate}%`;
    const exposure = new RegExp(String.raw`暴露度[^。；，\n]{0,4}${figure}|${figure}的?暴露度`);
    const hit = prose.match(exposure);
    if (hit) found.push(`${where}: the page’s rate called 暴露度: “${hit[0]}”`);
  }
  return found;
}

describe('every generated Chinese text follows the Chinese style rules', () => {
  let base: ReturnType<typeof loadIndustries>;
  beforeAll(() => {
    base = loadIndustries();
  });

  it('on the demo job pages', () => {
    const texts = DEMO_JOB_TITLES.flatMap((title) => {
      const language = /\p{Script=Han}/u.test(title) ? 'zh' : 'en';
      const match = classifyQuery(title, language);
      if (match.kind !== 'job') throw new Error(`${title}: ${match.kind}`);
      const analysis = analyzeJob(
        {
          title: match.canonical_title,
          title_zh: match.canonical_title_zh,
          occupations: match.occupations.map(({ code, score }) => ({ code, score })),
        },
        knowledge,
      );
      return jobTexts(analysis);
    });
    expect(texts.length).toBeGreaterThan(DEMO_JOB_TITLES.length * 10);
    expect(texts.flatMap(faults)).toEqual([]);
  });

  it('in CV analyses', () => {
    const texts = CV_FILES.flatMap(cvTexts);
    expect(texts.flatMap(faults)).toEqual([]);
  });

  it('in industry analyses, which name every industry in Chinese', () => {
    const texts = INDUSTRY_CODES.flatMap((code) => industryTexts(code, base));
    expect(texts.flatMap(faults)).toEqual([]);
    const names = texts.filter(([where]) => where.endsWith(' name'));
    expect(names.filter(([, name]) => !/\p{Script=Han}/u.test(name))).toEqual([]);
  });

  it('in the seeded news articles', () => {
    const texts = newsTexts();
    expect(texts.length).toBeGreaterThan(12 * 10);
    expect(texts.flatMap(faults)).toEqual([]);
  });

  it('in the assessment', async () => {
    const texts = await assessmentTexts();
    expect(texts.flatMap(faults)).toEqual([]);
  });
});
