import type { JobFacts, SizeBand } from '../analysis/job-facts';
import { decimal, exactCountZh, peopleZh, signedPct } from './format';
import { KIND_SHORT_ZH, requiresZh } from './labels';
import { pagePlan } from './plan/page-plan';

/** Used after “需求”, e.g. 需求强劲. */
export function demandLabelZh(score: number): string {
  if (score >= 70) return '强劲';
  if (score >= 55) return '高于平均';
  if (score >= 45) return '接近平均';
  if (score >= 30) return '偏弱';
  return '疲软';
}

const SIZE_TAIL: Record<SizeBand, string> = {
  'very-large': '，是全美人数最多的从业队伍之一',
  large: '，从业队伍相当庞大',
  mid: '',
  small: '，从业队伍不大',
  niche: '，属于小众职业',
};

function growth(facts: JobFacts): string {
  const { projections, figures, band } = facts.demand!;
  const change = `**${signedPct(figures.changePct)}**`;
  const fall = `**${decimal(Math.abs(figures.changePct))}%**`;
  // The projections count the self-employed too; where the OEWS count is also on the page, say so.
  const oews = pagePlan(facts).profile.twoCounts
    ? `；OEWS 只算受雇者，为${peopleZh(facts.employment!.count)}个`
    : '';
  const size = facts.employment ? SIZE_TAIL[facts.employment.band] : '';
  const jobs = `含自雇者在内${peopleZh(projections.employment2024)}→${peopleZh(projections.employment2034)}个岗位${size}${oews}`;
  const average = signedPct(figures.averageChangePct);
  const title = facts.title.zh;
  switch (band) {
    case 'boom':
      return `美国劳工统计局预计，2024–2034年${title}的就业将大增${change}（${jobs}），增速约是整体劳动力市场（${average}）的${decimal(figures.changePct / figures.averageChangePct, 0)}倍。`;
    case 'fast':
      return `预计 2024–34 年就业增长${change}（${jobs}），明显快于全部职业${average}的平均水平。`;
    case 'above':
      return `2024–34 年预计增长${change}（${jobs}），略高于全部职业${average}的平均水平。`;
    case 'average':
      return `就业预计跟整体劳动力市场同步：2024–34年变化${change}（${jobs}），全部职业为${average}。`;
    case 'flat':
      return `就业预计基本持平：2024–34 年变化${change}（${jobs}），而整体劳动力市场增长${average}。`;
    case 'decline':
      return `美国劳工统计局预测，到 2034 年就业将下降${fall}（${jobs}），而全部职业合计增长${average}。`;
    case 'steep-decline':
      return `美国劳工统计局预测，到 2034 年就业将大幅下滑${fall}（${jobs}），是预测中降幅较大的职业之一（全部职业：${average}）。`;
  }
}

function fieldComparison(facts: JobFacts): string | null {
  const { category } = facts.demand!;
  const field = pagePlan(facts).outlook.versusField;
  if (!category || field === null) return null;
  const verdict = (['落后于所在领域', '与所在领域基本同步', '增长快于所在领域'] as const)[
    field + 1
  ];
  return `整个“${facts.category.zh}”领域的预测为${signedPct(category.changePct)}，这份工作${verdict}。`;
}

function openings(facts: JobFacts): string {
  const { projections, figures, openings: band } = facts.demand!;
  const first = `预计每年约有**${exactCountZh(projections.openingsAnnual)}**个职位空缺（每百个岗位${decimal(figures.openingsRatePct)}个，全部职业平均${decimal(figures.averageOpeningsRatePct)}个）`;
  const education = projections.education;
  switch (band) {
    case 'few':
      return `${first}：离开这一行的人不多，${education ? `入行${requiresZh(education)}，` : ''}新人主要靠岗位增长和退休腾出的位置进来。`;
    case 'typical':
      return `${first}，${education ? `在${requiresZh(education)}的工作里，` : ''}人员流动属于正常水平。`;
    case 'many':
      return `${first}：很大一部分来自离职或转行，空缺来得勤${education === 'No formal educational credential' ? '，没有文凭也进得来' : ''}，但这不等于需求更旺。`;
  }
}

function interplay(facts: JobFacts): string | null {
  const { work, outlook } = pagePlan(facts);
  const family = work?.mostly ? KIND_SHORT_ZH[work.main] : '工作';
  switch (outlook.interplay) {
    case 'rising-despite-exposure':
      return `这类${family}虽然大量暴露在 AI 之下，需求却比平均增长得快：工具在普及，雇主也在加人。`;
    case 'falling-with-exposure':
      return `对这类${family}来说，需求下降和不低的暴露度指向同一个方向，下一步该早做打算。`;
    case 'low-and-growing':
      return `暴露度低，需求增速又高于平均，对这类${family}来说是相当稳的组合。`;
    case 'low-and-falling':
      return `它的暴露度很低，预测中的萎缩怪不到 AI 头上，这类${family}的压力另有来源。`;
    case null:
      return null;
  }
}

const DRIVER = {
  'growth-up': '主要靠预计增长拉高',
  'growth-down': '主要被预计增速拖低',
  'openings-up': '主要靠频繁的空缺拉高',
  'openings-down': '主要被偏少的空缺拖低',
} as const;

function verdict(facts: JobFacts): string {
  const { score } = facts.demand!.figures;
  const driver = DRIVER[pagePlan(facts).outlook.driver!];
  return `需求指数**${score}**/100：需求${demandLabelZh(score)}，${driver}（预计增速占七成权重，每百个岗位的空缺数占三成，都跟全部职业的平均水平比）。`;
}

export function demandReadingZh(facts: JobFacts): string {
  if (!facts.demand) {
    return `美国劳工统计局没有公布${facts.title.zh}的就业预测，所以这里没有需求指数，也不拿一个假定的数字充数。`;
  }
  return [
    [growth(facts), fieldComparison(facts)].filter(Boolean).join(''),
    [openings(facts), interplay(facts)].filter(Boolean).join(''),
    verdict(facts),
  ].join('\n\n');
}
