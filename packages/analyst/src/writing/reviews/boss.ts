import type { GrowthBand, JobFacts, WageBand } from '../../analysis/job-facts';
import { signedPct } from '../format';
import { educationEn, educationZh } from '../labels';
import { isExposed, verdictOf, type Reviewer } from './review-text';

/** Boss (gpt, 老板): blunt and business-minded; reads a job as a position in a market. */

const GROWTH = {
  en: {
    boom: 'is hungry for it',
    fast: 'wants more of it',
    above: 'is adding jobs',
    average: 'is steady',
    flat: 'is going nowhere',
    decline: 'is shrinking',
    'steep-decline': 'is pulling back hard',
  },
  zh: {
    boom: '抢着要人',
    fast: '在扩招',
    above: '在加人',
    average: '走得平稳',
    flat: '原地踏步',
    decline: '在收缩',
    'steep-decline': '在大幅收缩',
  },
} satisfies Record<'en' | 'zh', Record<GrowthBand, string>>;

const PAY = {
  en: {
    top: 'the pay is top-tier',
    high: 'the pay is strong',
    'upper-middle': 'the pay is decent',
    'lower-middle': 'the pay is modest',
    low: 'the pay is thin',
  },
  zh: {
    top: '薪水顶尖',
    high: '薪水很能打',
    'upper-middle': '薪水还不错',
    'lower-middle': '薪水一般',
    low: '薪水偏薄',
  },
} satisfies Record<'en' | 'zh', Record<WageBand, string>>;

/** How Boss brings in the market: he says so when it cuts against his verdict. */
function connector(facts: JobFacts, score: number): { en: string; zh: string } {
  const change = facts.demand?.figures.changePct ?? 0;
  const average = facts.demand?.figures.averageChangePct ?? 0;
  if (score >= 55 && change < 0) return { en: 'The catch: the market', zh: '问题在于：市场' };
  if (score < 40 && change > average)
    return { en: 'The upside: the market', zh: '好的一面是：市场' };
  return { en: 'The market', zh: '市场' };
}

function commentEn(facts: JobFacts, score: number): string {
  const title = facts.title.en;
  const rate = facts.score.aiReplacementRate;
  const opening = {
    strong: `My call on ${title}: hold it, it’s worth it. ${score}/100.`,
    solid: `${title} is a sound bet. ${score}/100 from me.`,
    mixed: `${title} is a hold, not a buy: ${score}/100.`,
    shaky: `I’d be hedging on ${title}. ${score}/100.`,
    exposed: `Straight talk: ${title} is a weak position. ${score}/100.`,
  }[verdictOf(score)];
  const { demand, wage } = facts;
  const market = demand
    ? `${connector(facts, score).en} ${GROWTH.en[demand.band]} (${signedPct(demand.figures.changePct)} by 2034) and ${wage ? PAY.en[wage.band] : 'nobody publishes the pay'}.`
    : 'There are no BLS market numbers for this one, and I don’t bet without numbers.';
  let action: string;
  if (facts.band === 'none') action = 'No study has scored it, so I treat the risk as unpriced.';
  else if (facts.band === 'high' || facts.band === 'very-high')
    action = `At ${rate}% exposure the routine part of this job gets cheaper every quarter: run the tools, don’t get priced against them.`;
  else if (isExposed(facts) || facts.band === 'moderate')
    action = `At ${rate}% exposure AI is a productivity lever here; people who pull it will outproduce the ones who don’t.`;
  else
    action = `At ${rate}% exposure AI isn’t your competitor; ${demand && demand.figures.changePct < 0 ? 'a shrinking market is' : 'complacency is'}.`;
  return `${opening} ${market} ${action}`;
}

function commentZh(facts: JobFacts, score: number): string {
  const title = facts.title.zh;
  const rate = facts.score.aiReplacementRate;
  const opening = {
    strong: `对${title}，我的结论是：守住，值得干，我给${score}/100。`,
    solid: `${title}是个靠谱的选择，我给${score}/100。`,
    mixed: `${title}嘛，可以继续做，但别加码——${score}/100。`,
    shaky: `${title}我会留后手，${score}/100。`,
    exposed: `说句不好听的，${title}这个位置不稳，${score}/100。`,
  }[verdictOf(score)];
  const { demand, wage } = facts;
  const market = demand
    ? `${connector(facts, score).zh}${GROWTH.zh[demand.band]}（到 2034 年${signedPct(demand.figures.changePct)}），${wage ? PAY.zh[wage.band] : '薪资没人公布'}。`
    : '这个职业没有 BLS 的市场数据，没有数字我不下注。';
  let action: string;
  if (facts.band === 'none') action = '没有研究给它打过分，这个风险我当作“没定价”。';
  else if (facts.band === 'high' || facts.band === 'very-high')
    action = `${rate}%的暴露度意味着这份工作里的常规部分会一个季度比一个季度便宜——要做驾驭工具的人，别做被拿来跟工具比价的人。`;
  else if (isExposed(facts) || facts.band === 'moderate')
    action = `${rate}%的暴露度下，AI 是提效的杠杆，会用的人产出会甩开不会用的人。`;
  else
    action = `${rate}%的暴露度，AI 不是你的对手，${demand && demand.figures.changePct < 0 ? '萎缩的市场才是' : '懈怠才是'}。`;
  return `${opening}${market}${action}`;
}

const SIZE_WORD = {
  en: {
    'very-large': 'one of the biggest occupations around',
    large: 'a large occupation',
    mid: 'a mid-sized occupation',
    small: 'a small occupation',
    niche: 'a niche occupation',
  },
  zh: {
    'very-large': '全美数一数二的大职业',
    large: '一个大职业',
    mid: '一个中等规模的职业',
    small: '一个小职业',
    niche: '一个小众职业',
  },
} as const;

const PAY_SHORT = {
  en: {
    top: 'Top-tier',
    high: 'Strong',
    'upper-middle': 'Decent',
    'lower-middle': 'Modest',
    low: 'Thin',
  },
  zh: {
    top: '顶尖',
    high: '很能打',
    'upper-middle': '还不错',
    'lower-middle': '一般',
    low: '偏薄',
  },
} as const;

/** What Boss looks at first: the strongest market signal, good or bad. */
function focus(
  facts: JobFacts,
): 'demand-strong' | 'pay-strong' | 'demand-weak' | 'pay-weak' | 'neutral' | 'blind' {
  const { demand, wage } = facts;
  if (!demand && !wage) return 'blind';
  if (demand && demand.figures.score >= 65) return 'demand-strong';
  if (wage && (wage.band === 'top' || wage.band === 'high')) return 'pay-strong';
  if (demand && demand.figures.score < 40) return 'demand-weak';
  if (wage?.band === 'low') return 'pay-weak';
  return 'neutral';
}

function noteEn(facts: JobFacts): string {
  const { demand, wage, score, employment } = facts;
  const head = {
    'demand-strong': 'demand is this job’s best asset, so that’s where I look first.',
    'pay-strong': 'the pay carries this job, so that’s where I look first.',
    'demand-weak': 'demand is the soft spot, so that’s where I look first.',
    'pay-weak': 'thin pay is the weak spot, so that’s where I look first.',
    neutral: 'nothing stands out on the market side, so exposure decides more than usual.',
    blind: 'no market data at all, so I’m flying blind on the part I care about most.',
  }[focus(facts)];
  const lines = [`**Boss’s note:** ${head}`, ''];
  if (demand) {
    const sector = demand.category;
    if (sector) {
      const diff = demand.figures.changePct - sector.changePct;
      lines.push(
        `- Demand ${demand.figures.score}/100, with the ${facts.category.en} sector at ${signedPct(sector.changePct)}: this job ${diff >= 2 ? 'beats' : diff <= -2 ? 'trails' : 'matches'} its sector.`,
      );
    }
    const education = demand.projections.education;
    const door = education ? educationEn(education) : 'its entry requirements';
    lines.push(
      {
        few: `- Few openings and ${door} at the door: getting in is the hard part, not staying.`,
        typical: `- Openings at a normal rate for work that asks ${door}; no red flags there.`,
        many: `- Lots of openings${education === 'No formal educational credential' ? ' and no credential needed' : ''}: that’s turnover, not hunger.`,
      }[demand.openings],
    );
  }
  if (wage && employment)
    lines.push(`- ${PAY_SHORT.en[wage.band]} pay, in ${SIZE_WORD.en[employment.band]}.`);
  if (wage?.stats.hourlyOnly)
    lines.push('- BLS publishes only an hourly wage here, so annual comparisons are rough.');
  if (facts.sharesBlsFiguresWith > 0)
    lines.push(
      '- The BLS figures cover a broader occupation, so the market numbers are blunter than they look.',
    );
  lines.push(
    score.studiesAvailable === 0
      ? '- No study covers this job, so there is no rate to lean on; I judge it on the market alone.'
      : score.confidence === 'high'
        ? `- All 4 weighted studies back the ${score.aiReplacementRate}% rate. Good enough for me.`
        : `- Only ${score.weightedStudiesAvailable} of 4 weighted studies back the ${score.aiReplacementRate}% rate, so I’d discount it.`,
  );
  return lines.join('\n');
}

function noteZh(facts: JobFacts): string {
  const { demand, wage, score, employment } = facts;
  const head = {
    'demand-strong': '需求是这份工作最大的本钱，我先看它。',
    'pay-strong': '撑起这份工作的是薪水，我先看它。',
    'demand-weak': '需求是短板，我先看它。',
    'pay-weak': '薪水偏薄是短板，我先看它。',
    neutral: '市场面没什么突出的，这回暴露度说了算。',
    blind: '一点市场数据都没有，我最在乎的那部分只能摸黑看。',
  }[focus(facts)];
  const lines = [`**老板批注：**${head}`, ''];
  if (demand) {
    const sector = demand.category;
    if (sector) {
      const diff = demand.figures.changePct - sector.changePct;
      lines.push(
        `- 需求${demand.figures.score}/100，所在的“${facts.category.zh}”板块为${signedPct(sector.changePct)}：这份工作${diff >= 2 ? '跑赢' : diff <= -2 ? '跑输' : '持平'}板块。`,
      );
    }
    const education = demand.projections.education;
    lines.push(
      {
        few: `- 空缺少，门槛是${education ? educationZh(education) : '入行要求'}：难的是挤进去，不是留下来。`,
        typical: `- 对要求${education ? educationZh(education) : '相应资历'}的工作来说，空缺率正常，没什么危险信号。`,
        many: `- 空缺多${education === 'No formal educational credential' ? '，也不要文凭' : ''}：那是人员流动，不是市场饥渴。`,
      }[demand.openings],
    );
  }
  if (wage && employment)
    lines.push(`- 薪水${PAY_SHORT.zh[wage.band]}，盘子是${SIZE_WORD.zh[employment.band]}。`);
  if (wage?.stats.hourlyOnly) lines.push('- 这里 BLS 只公布时薪，按年比较只能算个大概。');
  if (facts.sharesBlsFiguresWith > 0)
    lines.push('- BLS 的数字覆盖的是一个更宽的职业，市场数据没看上去那么精细。');
  lines.push(
    score.studiesAvailable === 0
      ? '- 没有研究覆盖这份工作，也就没有替代率可依，我只看市场面。'
      : score.confidence === 'high'
        ? `- ${score.aiReplacementRate}%的替代率有四项计权研究撑着，我认。`
        : `- ${score.aiReplacementRate}%的替代率只有${score.weightedStudiesAvailable}项计权研究撑着，我要打个折扣。`,
  );
  return lines.join('\n');
}

export const bossReview: Reviewer = (facts, score, lang) =>
  lang === 'en'
    ? { comment: commentEn(facts, score), review_comment: noteEn(facts) }
    : { comment: commentZh(facts, score), review_comment: noteZh(facts) };
