import { aiUseByTask } from '../../ai-use/ai-use';
import type { JobFacts } from '../../analysis/job-facts';
import type { Assertion, Property } from '../plan/assertions';
import { pagePlan } from '../plan/page-plan';
import { pageTexts, type CorpusPage, type Lang } from './page-corpus';

/**
 * Each property recomputed from the raw figures, without the plan's bands or kinds, so a mistake
 * in the plan cannot hide itself. O*NET IWA ids: 4.A.3.a… and the repairs 4.A.3.b.4/5 are
 * physical; 4.A.4… is working with people.
 */
const PHYSICAL_ID = /^4\.A\.3\.(a|b\.4|b\.5)/;
const PEOPLE_ID = /^4\.A\.4/;
const KIND_ID: Record<string, RegExp> = {
  physical: PHYSICAL_ID,
  people: PEOPLE_ID,
  information: /^4\.A\.1/,
  thinking: /^4\.A\.2/,
  'desk-output': /^4\.A\.3\.b\.(1|2|3|6)/,
};

function weightShare(facts: JobFacts, id: RegExp): number {
  const all = facts.occupation.iwas;
  const total = all.reduce((sum, item) => sum + item.weight, 0);
  return total ? all.filter((i) => id.test(i.id)).reduce((s, i) => s + i.weight, 0) / total : 0;
}

function holds(facts: JobFacts, { property, activities = [] }: Assertion): boolean {
  const covered = facts.score.studiesAvailable > 0;
  const rate = facts.score.aiReplacementRate;
  const projections = facts.occupation.projections;
  // The published percentage, not the rounded counts: BLS rounds both, and its sign is the finding.
  const growth = projections ? projections.changePct : null;
  const count = facts.occupation.wages?.employment ?? projections?.employment2024 ?? null;
  if (property.startsWith('mostly-'))
    return weightShare(facts, KIND_ID[property.slice('mostly-'.length)]!) >= 0.5;
  const checks: Record<Exclude<Property, `mostly-${string}`>, () => boolean> = {
    physical: () => activities.length > 0 && activities.every((id) => PHYSICAL_ID.test(id)),
    'people-facing': () => activities.length > 0 && activities.every((id) => PEOPLE_ID.test(id)),
    'low-exposure': () => covered && rate < 25,
    'moderate-exposure': () => covered && rate >= 25 && rate < 38,
    exposed: () => covered && rate >= 38,
    'no-study': () => !covered,
    'rate-stated': () => covered,
    growing: () => growth !== null && growth > 0,
    shrinking: () => growth !== null && growth < 0,
    'faster-than-average': () =>
      facts.demand !== null &&
      facts.demand.figures.changePct > facts.demand.figures.averageChangePct,
    'well-paid': () => facts.wage !== null && facts.wage.percentile >= 0.5,
    'poorly-paid': () => facts.wage !== null && facts.wage.percentile < 0.5,
    large: () => count !== null && count >= 500_000,
    small: () => count !== null && count < 100_000,
  };
  return checks[property as keyof typeof checks]();
}

/**
 * Phrases tied to a property: a page may use one only when the property holds, whatever
 * template produced it. This catches a future wording that asserts a property the plan did not.
 */
const PHRASES: { lang: Lang; pattern: RegExp; property: Property }[] = [
  { lang: 'en', pattern: /mostly physical work|The work is physical/, property: 'mostly-physical' },
  { lang: 'en', pattern: /mostly work with people/, property: 'mostly-people' },
  { lang: 'en', pattern: /mostly desk work/, property: 'mostly-desk-output' },
  { lang: 'en', pattern: /lift, fit or repair|They are physical/, property: 'physical' },
  { lang: 'en', pattern: /Low exposure/i, property: 'low-exposure' },
  { lang: 'en', pattern: /Exposure is not job loss|high exposure/i, property: 'exposed' },
  { lang: 'en', pattern: /projects? employment to grow|demand is growing/i, property: 'growing' },
  { lang: 'en', pattern: /projected to fall|Falling demand|decline of/, property: 'shrinking' },
  {
    lang: 'zh',
    pattern: /以体力和操作(?:类工作)?为主|体力活|实打实的手上功夫/,
    property: 'mostly-physical',
  },
  { lang: 'zh', pattern: /以与人打交道(?:的工作)?为主/, property: 'mostly-people' },
  { lang: 'zh', pattern: /以案头工作为主/, property: 'mostly-desk-output' },
  { lang: 'zh', pattern: /暴露度低|低暴露/, property: 'low-exposure' },
  { lang: 'zh', pattern: /暴露不等于失业|高暴露/, property: 'exposed' },
  { lang: 'zh', pattern: /就业将增长|需求在增长|需求增长快于平均/, property: 'growing' },
  { lang: 'zh', pattern: /就业将减少|就业减少|需求下降/, property: 'shrinking' },
];

export interface Contradiction {
  page: string;
  lang: Lang | 'plan';
  property: Property | 'rate-shown' | TextFault;
  evidence: string;
}

/** Faults of wording that contradict nothing in the data but misstate the page all the same. */
type TextFault =
  'unescaped-onet' | 'lowercase-start' | 'invented-index' | 'share-of-all' | 'task-share';

/** The sections a reader sees rendered as markdown. */
const MARKDOWN_SECTIONS =
  /^(description|deep_understanding|demand_index|replacement_process|human_advice|market reading|review)/;

function textFaults(page: CorpusPage, lang: Lang): Contradiction[] {
  const found: Contradiction[] = [];
  const fault = (property: TextFault, evidence: string) =>
    found.push({ page: page.id, lang, property, evidence });
  for (const [section, text] of pageTexts(page, lang)) {
    if (!MARKDOWN_SECTIONS.test(section)) continue;
    // One bare asterisk pairs with the next and italicises everything between: "ONET … ONET".
    if (/(?<!\\)O\*NET/.test(text)) fault('unescaped-onet', section);
    if (lang === 'en') {
      // A sentence opening with a lower-case letter is a task name dropped in as it is stored.
      const start = text.match(/(?:^|[.!?]\s+|\n(?:- )?)\*?([a-z][a-z]+)\b/);
      if (start && !/^(e\.g|i\.e|vs|β)/.test(start[1]!))
        fault('lowercase-start', `${section}: ${start[0]}`);
    }
    // No share of workers, jobs or occupations is all of them: the job itself is counted.
    if (/(than|of|holding) 100% of|全美有 ?100%|高过美国 ?100%|高于 ?100% ?的/.test(text))
      fault('share-of-all', section);
  }
  if (!page.facts.demand) {
    const reading = page.analysis.content[lang].demand_index.reading;
    if (/\b50\b/.test(reading)) fault('invented-index', reading);
  }
  return found;
}

/**
 * Every share of a task's conversations the advice states, against the bar the page's own task
 * list draws for that task (handed over for a delegated task, together with AI otherwise).
 */
function taskShareFaults(page: CorpusPage, lang: Lang): Contradiction[] {
  const advice = page.analysis.content[lang].human_advice;
  const line = advice.split('\n').find((l) => l.includes('Anthropic'));
  if (!line) return [];
  const use = aiUseByTask(page.facts.occupation.code, lang);
  const shown = (use?.tasks ?? []).map((task) => {
    const handed = Math.round(100 * task.automation);
    const name = lang === 'zh' ? task.task_zh : task.task.replace(/\.$/, '');
    return { name: `“${name}”`, pct: task.mode === 'delegated' ? handed : 100 - handed };
  });
  const found: Contradiction[] = [];
  // Each figure with the task named last before it.
  for (const [said, name, figure] of line.matchAll(/(“[^”]+”)[^“]*?(\d+)%/g)) {
    if (!shown.some((task) => task.name === name && task.pct === Number(figure)))
      found.push({ page: page.id, lang, property: 'task-share', evidence: said });
  }
  return found;
}

/** The rate as a figure in a sentence about the rate or exposure. */
function statesRate(text: string, rate: number): string | null {
  const sentences = text.split(/(?<=[.!?。！？])\s*|\n+/);
  const figure = new RegExp(`(?<![\\d.])${rate}%`);
  return (
    sentences.find((s) => figure.test(s) && /rate|exposure|exposed|替代率|暴露/i.test(s)) ?? null
  );
}

export function pageContradictions(page: CorpusPage): Contradiction[] {
  const { facts } = page;
  const found: Contradiction[] = [];
  for (const assertion of pagePlan(facts).asserts) {
    if (!holds(facts, assertion))
      found.push({
        page: page.id,
        lang: 'plan',
        property: assertion.property,
        evidence: assertion.activities?.join(', ') ?? '',
      });
  }
  for (const lang of ['en', 'zh'] as const) {
    found.push(...textFaults(page, lang), ...taskShareFaults(page, lang));
    const text = pageTexts(page, lang)
      .map(([, t]) => t)
      .join('\n');
    for (const { pattern, property } of PHRASES.filter((p) => p.lang === lang)) {
      const match = text.match(pattern);
      if (match && !holds(facts, { property }))
        found.push({ page: page.id, lang, property, evidence: match[0] });
    }
    if (facts.score.studiesAvailable === 0) {
      const sentence = statesRate(text, facts.score.aiReplacementRate);
      if (sentence) found.push({ page: page.id, lang, property: 'rate-shown', evidence: sentence });
      const plain =
        lang === 'en' ? /No study the rate is built from covers/ : /构成替代率的研究都没有覆盖/;
      if (!plain.test(page.analysis.content[lang].deep_understanding))
        found.push({ page: page.id, lang, property: 'no-study', evidence: 'not said plainly' });
    }
  }
  return found;
}
