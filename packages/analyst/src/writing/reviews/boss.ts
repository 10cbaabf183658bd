import type { GrowthBand, JobFacts, WageBand } from '../../analysis/job-facts';
import { dollars, inSentence, signedPct, yuanStyleDollars } from '../format';
import { NEXT_THRESHOLD } from '../../analysis/activity-ranking';
import { isCareerActivity } from '../plan/activity-kinds';
import { isExposed, verdictOf, type Reviewer } from './review-text';
import { bossNote } from './boss-note';

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
function connector(facts: JobFacts, score: number | null): { en: string; zh: string } {
  const change = facts.demand?.figures.changePct ?? 0;
  const average = facts.demand?.figures.averageChangePct ?? 0;
  if (score !== null && score >= 55 && change < 0)
    return { en: 'The catch: the market', zh: '问题在于：市场' };
  if (score !== null && score < 40 && change > average)
    return { en: 'The upside: the market', zh: '好的一面是：市场' };
  return { en: 'The market', zh: '市场' };
}

/** Annual pay as Boss quotes it: the median, or an hourly median worked out over a full year. */
const payEn = (facts: JobFacts) =>
  facts.wage ? `${facts.wage.stats.hourlyOnly ? 'about ' : ''}${dollars(facts.wage.annual)}` : '';
const payZh = (facts: JobFacts) =>
  facts.wage
    ? `${facts.wage.stats.hourlyOnly ? '约' : ''}${yuanStyleDollars(facts.wage.annual)}`
    : '';

function marketEn(facts: JobFacts, score: number | null): string {
  const { demand, wage } = facts;
  if (demand)
    return `${connector(facts, score).en} ${GROWTH.en[demand.band]} (${signedPct(demand.figures.changePct)} by 2034) and ${wage ? `${PAY.en[wage.band]} at ${payEn(facts)} a year` : 'nobody publishes the pay'}.`;
  if (wage)
    return `BLS projects nothing for this one, so all I have is the pay: ${payEn(facts)} a year, and ${PAY.en[wage.band]}.`;
  return 'There are no BLS market numbers for this one, and I don’t bet without numbers.';
}

function marketZh(facts: JobFacts, score: number | null): string {
  const { demand, wage } = facts;
  if (demand)
    return `${connector(facts, score).zh}${GROWTH.zh[demand.band]}（到2034年${signedPct(demand.figures.changePct)}），${wage ? `年薪${payZh(facts)}，${PAY.zh[wage.band]}` : '薪资没人公布'}。`;
  if (wage)
    return `BLS 没给这一行做预测，我手里只有薪水：年薪${payZh(facts)}，${PAY.zh[wage.band]}。`;
  return '这个职业没有 BLS 的市场数据，没有数字我不下注。';
}

/**
 * The activities Boss names: the most exposed as the cost line; as the lever, the most exposed
 * one a model actually reaches and a person builds a career on; as the value, the least exposed
 * such one. Routine handling or reporting is neither a lever nor a value worth charging for.
 */
function picks(facts: JobFacts) {
  const most = facts.activities?.most ?? [];
  return {
    top: most[0],
    lever: most.find((item) => item.gpt4 >= NEXT_THRESHOLD && isCareerActivity(item)),
    safe: (facts.activities?.least ?? []).find(isCareerActivity),
  };
}

/** Where Boss puts the money: the most exposed activity is the cost line, the least the value. */
function actionEn(facts: JobFacts): string {
  const rate = facts.score.aiReplacementRate;
  const { top, lever, safe } = picks(facts);
  const shrinking = (facts.demand?.figures.changePct ?? 0) < 0;
  if (facts.band === 'high' || facts.band === 'very-high')
    return top
      ? `At ${rate}% exposure, *${inSentence(top.name)}* gets cheaper every quarter: run the tools on it, don’t get priced against them.`
      : `At ${rate}% exposure the routine part of this job gets cheaper every quarter: run the tools, don’t get priced against them.`;
  if (isExposed(facts) || facts.band === 'moderate')
    return lever
      ? `At ${rate}% exposure AI is a lever on work such as *${inSentence(lever.name)}*; whoever pulls it will outproduce the ones who don’t.`
      : `At ${rate}% exposure AI is a productivity lever here; whoever pulls it will outproduce the ones who don’t.`;
  if (shrinking) return `At ${rate}% exposure AI isn’t your competitor; a shrinking market is.`;
  return safe
    ? `At ${rate}% exposure AI isn’t your competitor; the value sits in *${inSentence(safe.name)}*, so charge for it.`
    : `At ${rate}% exposure AI isn’t your competitor; complacency is.`;
}

function actionZh(facts: JobFacts): string {
  const rate = facts.score.aiReplacementRate;
  const { top, lever, safe } = picks(facts);
  const shrinking = (facts.demand?.figures.changePct ?? 0) < 0;
  if (facts.band === 'high' || facts.band === 'very-high')
    return top
      ? `AI 替代率${rate}%，“${top.nameZh}”这块活一个季度比一个季度便宜：要做用工具干这活的人，别做被拿去跟工具比价的人。`
      : `AI 替代率${rate}%，这份工作里的常规部分一个季度比一个季度便宜：要做用工具的人，别做被拿去跟工具比价的人。`;
  if (isExposed(facts) || facts.band === 'moderate')
    return lever
      ? `AI 替代率${rate}%，AI 在“${lever.nameZh}”这类活上是个杠杆，会用的人产出能甩开不会用的人一截。`
      : `AI 替代率${rate}%，AI 在这里是提效的杠杆，会用的人产出能甩开不会用的人一截。`;
  if (shrinking) return `AI 替代率才${rate}%，AI 不是你的对手，萎缩的市场才是。`;
  return safe
    ? `AI 替代率才${rate}%，AI 不是你的对手；值钱的是“${safe.nameZh}”，这部分要敢开价。`
    : `AI 替代率才${rate}%，AI 不是你的对手，懈怠才是。`;
}

function commentEn(facts: JobFacts, score: number | null): string {
  const title = facts.title.en;
  if (score === null)
    return `No study scores ${title} and BLS publishes no market figures for it, so I give it no score: I don’t price what I can’t see. Until someone measures it, treat any number you hear for it as a guess.`;
  if (facts.band === 'none')
    return `No study has scored ${title} against AI, so my ${score}/100 is the market alone. ${marketEn(facts, score)} The AI side is unpriced: look hard at the tasks yourself before you bet on it.`;
  const opening = {
    strong: `My call on ${title}: hold it, it’s worth it at ${score}/100.`,
    solid: `${title} is a sound bet: ${score}/100 from me.`,
    mixed: `${title} is a hold, not a buy, at ${score}/100.`,
    shaky: `I’d be hedging on ${title} at ${score}/100.`,
    exposed: `Straight talk: ${title} is a weak position, ${score}/100.`,
  }[verdictOf(score)];
  return `${opening} ${marketEn(facts, score)} ${actionEn(facts)}`;
}

function commentZh(facts: JobFacts, score: number | null): string {
  const title = facts.title.zh;
  if (score === null)
    return `没有研究给${title}打过分，BLS 也没有它的市场数据，这一行我不打分：看不见的东西我不定价。在有人真正量过之前，听到什么数字都只当是猜的。`;
  if (facts.band === 'none')
    return `没有研究评过${title}受 AI 冲击的程度，所以我这个${score}/100 只看市场。${marketZh(facts, score)}AI 这一头还没定价，下注之前，自己先把这活儿拆开看清楚。`;
  const opening = {
    strong: `${title}我的结论是：守住，值得干，${score}/100。`,
    solid: `${title}是笔靠谱的买卖，我给${score}/100。`,
    mixed: `${title}可以继续拿着，但别加仓，${score}/100。`,
    shaky: `${title}我会留后手，只给${score}/100。`,
    exposed: `说句不好听的，${title}这个位置不稳，${score}/100。`,
  }[verdictOf(score)];
  return `${opening}${marketZh(facts, score)}${actionZh(facts)}`;
}

export const bossReview: Reviewer = (facts, score, lang) =>
  lang === 'en'
    ? { comment: commentEn(facts, score), review_comment: bossNote(facts, 'en') }
    : { comment: commentZh(facts, score), review_comment: bossNote(facts, 'zh') };
