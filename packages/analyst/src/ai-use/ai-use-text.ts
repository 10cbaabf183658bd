import type { Language } from '@irreplaceable/contracts/constants';
import type { TExposureTrendBasis } from '@irreplaceable/contracts/jobs/ai-use';

/** Percentile gap (0–1) between the rate and observed use beyond which the two are said to differ. */
export const THEORY_GAP = 0.25;
/** Percentile points the trend must move for it to be called faster or slower than other jobs'. */
export const TREND_MOVE = 5;

/** A 0–1 percentile as "higher than N% of occupations": never 100, as no occupation is above itself. */
const whole = (share: number) => Math.min(99, Math.round(100 * share));

/** One sentence on where theory (our rate) and observed use differ for this job. */
export function observedNote(
  observed: { value: number; percentile: number } | null,
  rate: { value: number; percentile: number } | null,
  language: Language,
): string {
  const zh = language === 'zh';
  if (observed === null) {
    return zh
      ? 'Anthropic 2026 年的实际使用数据没有收录这个职业，因此无从得知它的工作在真实的 AI 使用中出现了多少。'
      : 'Anthropic’s 2026 observed-use data does not cover this occupation, so there is no figure for how much of its work is seen in real AI use.';
  }
  const v = observed.value.toFixed(2);
  if (rate === null) {
    return zh
      ? `没有研究给出这个职业的理论替代率；在真实的 AI 使用中，它的实际使用暴露度为 ${v}。`
      : `No study gives this occupation a theoretical rate; in real AI use its observed exposure is ${v}.`;
  }
  const r = whole(rate.percentile);
  if (observed.value === 0) {
    if (rate.percentile >= 0.5) {
      return zh
        ? `理论上 AI 能做这份工作的不少内容（替代率 ${rate.value}%，高于 ${r}% 的职业），但在真实的 AI 使用中还看不到它的工作。`
        : `AI could do much of this work in theory (a rate of ${rate.value}%, higher than ${r}% of occupations), yet none of it is seen in real AI use so far.`;
    }
    return zh
      ? `理论上这份工作受 AI 影响不大（替代率 ${rate.value}%），真实的 AI 使用中也还看不到它的工作。`
      : `Little of this work is exposed to AI in theory (a rate of ${rate.value}%), and none of it is seen in real AI use so far.`;
  }
  const o = whole(observed.percentile);
  const gap = observed.percentile - rate.percentile;
  if (gap <= -THEORY_GAP) {
    return zh
      ? `理论上 AI 能做这份工作的不少内容，但真实使用中看到的还不多：实际使用暴露度 ${v}，只高于 ${o}% 的职业，而替代率高于 ${r}% 的职业。`
      : `AI could do much of this work in theory; less of it is seen in real use yet: its observed exposure of ${v} is higher than only ${o}% of occupations, while its rate is higher than ${r}%.`;
  }
  if (gap >= THEORY_GAP) {
    return zh
      ? `真实的 AI 使用中看到的比理论预期更多：实际使用暴露度 ${v}，高于 ${o}% 的职业，而替代率只高于 ${r}% 的职业。`
      : `More of this work is already seen in real AI use than theory alone suggests: its observed exposure of ${v} is higher than ${o}% of occupations, its rate only higher than ${r}%.`;
  }
  return zh
    ? `理论与实际使用在这份工作上大体一致：实际使用暴露度 ${v}，高于 ${o}% 的职业；替代率高于 ${r}% 的职业。`
    : `Theory and observed use agree for this job: its observed exposure of ${v} is higher than ${o}% of occupations, and its rate higher than ${r}%.`;
}

export interface AiUseCounts {
  total: number;
  covered: number;
  shown: number;
  delegated: number;
  collaborative: number;
  unseen: number;
}

/** What people hand over, what they do with AI, and what nobody brings to it yet. */
export function aiUseSummary(c: AiUseCounts, language: Language): string {
  if (language === 'zh') {
    const parts = [
      ...(c.delegated > 0 ? [`${c.delegated} 项大多交给 AI 代劳`] : []),
      ...(c.collaborative > 0 ? [`${c.collaborative} 项多是与 AI 协作`] : []),
    ];
    const shown =
      parts.length === 0 ? '这些对话都无法归为代劳或协作' : `下列任务中，${parts.join('，')}`;
    const unseen = c.unseen > 0 ? `；另有 ${c.unseen} 项核心任务尚未用到 AI` : '';
    return `这份工作的 ${c.total} 项任务中，有 ${c.covered} 项出现在 AI 使用数据里。${shown}${unseen}。`;
  }
  const parts = [
    ...(c.delegated > 0 ? [`mostly hand ${c.delegated} over to AI`] : []),
    ...(c.collaborative > 0 ? [`work together with AI on ${c.collaborative}`] : []),
  ];
  const shown =
    parts.length === 0
      ? 'none of those conversations could be read as handing work over or working together'
      : `of the tasks shown here, people ${parts.join(' and ')}`;
  const unseen =
    c.unseen > 0
      ? `; ${c.unseen} core ${c.unseen === 1 ? 'task is' : 'tasks are'} not seen in AI use yet`
      : '';
  const appear = c.covered === 1 ? 'appears' : 'appear';
  return `${c.covered} of this job’s ${c.total} tasks ${appear} in AI use data; ${shown}${unseen}.`;
}

const round = (value: number) => Math.round(value);

/** How fast the job's exposure moved against all occupations, from its 2010 and 2023 percentiles. */
export function trendSummary(
  first: { year: number; percentile: number },
  last: { year: number; percentile: number },
  language: Language,
): string {
  const change = last.percentile - first.percentile;
  const [p0, p1] = [round(first.percentile), round(last.percentile)];
  const zh = language === 'zh';
  if (change >= TREND_MOVE) {
    return zh
      ? `随着 AI 能力提升，它的暴露度比多数职业上升得快：从 ${first.year} 年的第 ${p0} 百分位升到 ${last.year} 年的第 ${p1} 百分位。`
      : `As AI’s abilities advanced, its exposure rose faster than most occupations’: from percentile ${p0} in ${first.year} to ${p1} in ${last.year}.`;
  }
  if (change <= -TREND_MOVE) {
    return zh
      ? `它的暴露度每年都在上升，但比其他职业慢：从 ${first.year} 年的第 ${p0} 百分位降到 ${last.year} 年的第 ${p1} 百分位。`
      : `Its exposure rose every year, but more slowly than other occupations’: from percentile ${p0} in ${first.year} to ${p1} in ${last.year}.`;
  }
  return zh
    ? `它的暴露度随 AI 能力逐年上升，速度与其他职业相当：${first.year} 年处在第 ${p0} 百分位，${last.year} 年第 ${p1} 百分位。`
    : `Its exposure rose with AI’s abilities at about the pace of other occupations: percentile ${p0} in ${first.year}, ${p1} in ${last.year}.`;
}

/** How the figures reached the occupation, when not from one code of its own. */
export function trendBasisNote(
  basis: TExposureTrendBasis,
  from: readonly { code: string; title: string; split: boolean }[],
  language: Language,
): string | null {
  const zh = language === 'zh';
  const names = from.map((f) => `“${f.title}”`);
  // The 2010 titles exist only in English: a Chinese sentence names those occupations by code.
  const codes = from.map((f) => f.code);
  if (basis === 'mean') {
    const split = from.some((f) => f.split);
    return zh
      ? `DAIOE 按 2010 版职业分类给 ${from.length} 个职业（代码 ${codes.join('、')}）分别打分，它们后来合并为这个职业，这里取平均值${split ? '；其中有的职业后来又被拆分' : ''}。`
      : `DAIOE scores ${from.length} occupations of the 2010 classification (${names.join(', ')}) that were merged into this one; the figures are their mean${split ? ', and some of them were also split among other occupations' : ''}.`;
  }
  if (basis === 'split') {
    return zh
      ? `在 2010 版职业分类中，这个职业属于代码为 ${codes[0]} 的职业，后来该职业被拆分，这里沿用它的数据。`
      : `Under the 2010 classification this occupation was part of ${names[0]}, which has since been split; it takes that occupation’s figures.`;
  }
  return null;
}

/** A task statement inside running text: without its closing full stop. */
function quoted(task: string): string {
  return `“${task.replace(/[.。]$/, '')}”`;
}

/** The built-in analyst's three pieces of advice from how people use AI on the job's tasks. */
export function aiUseAdvice(
  picks: {
    delegated: { task: string; automation: number } | null;
    collaborative: { task: string; augmentation: number } | null;
    unseen: { task: string } | null;
  },
  language: Language,
): { kind: 'delegate' | 'learn' | 'stay'; text: string }[] {
  const zh = language === 'zh';
  const advice: { kind: 'delegate' | 'learn' | 'stay'; text: string }[] = [];
  if (picks.delegated) {
    const task = quoted(picks.delegated.task);
    const share = Math.round(100 * picks.delegated.automation);
    advice.push({
      kind: 'delegate',
      text: zh
        ? `不必再在${task}上花大把时间：相关对话中 ${share}% 是直接交给 AI 代劳。`
        : `Stop spending hours on ${task}: in ${share}% of the conversations about it, people hand it to AI.`,
    });
  }
  if (picks.collaborative) {
    const task = quoted(picks.collaborative.task);
    const share = Math.round(100 * picks.collaborative.augmentation);
    advice.push({
      kind: 'learn',
      text: zh
        ? `学会用 AI 工具做${task}：相关对话中 ${share}% 是与 AI 协作完成的。`
        : `Learn the AI tools for ${task}: in ${share}% of the conversations about it, people work on it together with AI.`,
    });
  }
  if (picks.unseen) {
    const task = quoted(picks.unseen.task);
    advice.push({
      kind: 'stay',
      text: zh
        ? `${task}是你仍不可或缺的地方：这项核心任务尚未用到 AI。`
        : `${task} is where a person stays needed: nobody brings this core task to AI yet.`,
    });
  }
  return advice;
}
