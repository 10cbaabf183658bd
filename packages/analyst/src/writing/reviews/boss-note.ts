import type { JobFacts } from '../../analysis/job-facts';
import {
  beta,
  decimal,
  dollars,
  peopleEn,
  peopleZh,
  signedPct,
  workerShare,
  yuanStyleDollars,
} from '../format';
import { educationEn, requiresZh } from '../labels';

/** Boss's note under his review: the market figures he weighs, each with its number. */

const SIZE_WORD = {
  en: {
    'very-large': 'one of the biggest occupations around',
    large: 'a large occupation',
    mid: 'a mid-sized occupation',
    small: 'a small occupation',
    niche: 'a niche occupation',
  },
  zh: {
    'very-large': '全美数一数二的大行当',
    large: '一个大行当',
    mid: '一个中等规模的行当',
    small: '一个小行当',
    niche: '一个小众行当',
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

type Focus = 'demand-strong' | 'pay-strong' | 'demand-weak' | 'pay-weak' | 'neutral' | 'blind';

/** What Boss looks at first: the strongest market signal, good or bad. */
function focus({ demand, wage }: JobFacts): Focus {
  if (!demand && !wage) return 'blind';
  if (demand && demand.figures.score >= 65) return 'demand-strong';
  if (wage && (wage.band === 'top' || wage.band === 'high')) return 'pay-strong';
  if (demand && demand.figures.score < 40) return 'demand-weak';
  if (wage?.band === 'low') return 'pay-weak';
  return 'neutral';
}

/** The weighted studies' lowest and highest figure, when at least two speak. */
function weightedRange(facts: JobFacts): [number, number] | null {
  const values = facts.studies.present
    .filter((item) => item.weight > 0)
    .map((item) => item.normalized!);
  return values.length >= 2 ? [Math.min(...values), Math.max(...values)] : null;
}

function headEn(facts: JobFacts): string {
  const demand = facts.demand?.figures.score;
  const wage = facts.wage;
  const pay = wage ? dollars(wage.annual) : '';
  switch (focus(facts)) {
    case 'demand-strong':
      return `demand is this job’s best asset (index ${demand}/100), so that’s where I look first.`;
    case 'pay-strong':
      return `the pay carries this job (${pay} a year, more than ${workerShare(wage!.percentile, 'en')} of US workers earn), so that’s where I look first.`;
    case 'demand-weak':
      return `demand is the soft spot (index ${demand}/100), so that’s where I look first.`;
    case 'pay-weak':
      return `thin pay is the weak spot (${pay} a year, below ${workerShare(1 - wage!.percentile, 'en')} of US workers), so that’s where I look first.`;
    case 'neutral':
      return `nothing stands out on the market side (${[demand === undefined ? '' : `demand ${demand}/100`, wage ? `pay ${pay}` : ''].filter(Boolean).join(', ')}), ${facts.band === 'none' ? 'and with no study to measure exposure, there is little here to decide on.' : 'so exposure decides more than usual.'}`;
    case 'blind':
      return 'no market data at all, so I’m flying blind on the part I care about most.';
  }
}

function headZh(facts: JobFacts): string {
  const demand = facts.demand?.figures.score;
  const wage = facts.wage;
  const pay = wage ? yuanStyleDollars(wage.annual) : '';
  switch (focus(facts)) {
    case 'demand-strong':
      return `需求是这份工作最大的本钱（指数${demand}/100），我先看它。`;
    case 'pay-strong':
      return `撑起这份工作的是薪水（年薪${pay}，高过美国${workerShare(wage!.percentile, 'zh')}的从业者），我先看它。`;
    case 'demand-weak':
      return `需求是短板（指数只有${demand}/100），我先看它。`;
    case 'pay-weak':
      return `薪水偏薄是短板（年薪${pay}，美国${workerShare(1 - wage!.percentile, 'zh')}的从业者都比它挣得多），我先看它。`;
    case 'neutral':
      return `市场面没什么突出的（${[demand === undefined ? '' : `需求${demand}/100`, wage ? `年薪${pay}` : ''].filter(Boolean).join('，')}），${facts.band === 'none' ? '暴露度又没有研究量过，能拿来下判断的东西不多。' : '这回暴露度说了算。'}`;
    case 'blind':
      return '一点市场数据都没有，我最在乎的那部分只能摸黑看。';
  }
}

/** How the job's projected change compares with its sector's: decided once for both languages. */
function sectorPace(jobChangePct: number, sectorChangePct: number): 'beats' | 'trails' | 'matches' {
  const diff = jobChangePct - sectorChangePct;
  return diff >= 2 ? 'beats' : diff <= -2 ? 'trails' : 'matches';
}

/** What the studies behind the rate amount to: none, a settled range, or too few to lean on. */
function evidence(facts: JobFacts) {
  const range = weightedRange(facts);
  if (facts.score.studiesAvailable === 0) return { kind: 'no-study' as const };
  if (facts.score.confidence === 'high' && range) return { kind: 'settled' as const, range };
  return { kind: 'thin' as const };
}

function linesEn(facts: JobFacts): string[] {
  const { demand, wage, score, employment } = facts;
  const lines: string[] = [];
  if (demand) {
    const sector = demand.category;
    if (sector) {
      const pace = sectorPace(demand.figures.changePct, sector.changePct);
      lines.push(
        `- Demand ${demand.figures.score}/100, with the ${facts.category.en} sector at ${signedPct(sector.changePct)}: this job ${pace} its sector.`,
      );
    }
    const education = demand.projections.education;
    const door = education ? educationEn(education) : 'its entry requirements';
    const rate = decimal(demand.figures.openingsRatePct);
    lines.push(
      {
        few: `- Only ${rate} openings a year per 100 jobs and ${door} at the door: getting in is the hard part, not staying.`,
        typical: `- ${rate} openings a year per 100 jobs, a normal rate for work that asks ${door}; no red flags there.`,
        many: `- ${rate} openings a year per 100 jobs${education === 'No formal educational credential' ? ' and no credential needed' : ''}: that’s turnover, not hunger.`,
      }[demand.openings],
    );
  }
  if (wage && employment)
    lines.push(
      `- ${PAY_SHORT.en[wage.band]} pay, in ${SIZE_WORD.en[employment.band]} (${peopleEn(employment.count)} jobs).`,
    );
  if (wage?.stats.hourlyOnly)
    lines.push('- BLS publishes only an hourly wage here, so annual comparisons are rough.');
  if (facts.sharesBlsFiguresWith > 0)
    lines.push(
      `- BLS counts SOC ${facts.occupation.code.slice(0, 7)} as one occupation, so these market numbers also cover ${facts.sharesBlsFiguresWith === 1 ? 'another O*NET job' : `${facts.sharesBlsFiguresWith} other O*NET jobs`} and are blunter than they look.`,
    );
  const studies = evidence(facts);
  lines.push(
    studies.kind === 'no-study'
      ? '- No study covers this job, so there is no rate to lean on; I judge it on the market alone.'
      : studies.kind === 'settled'
        ? `- The four weighted studies run from ${beta(studies.range[0])} to ${beta(studies.range[1])} and land on ${score.aiReplacementRate}%: a number I can trade on.`
        : `- Only ${score.weightedStudiesAvailable} of 4 weighted studies back the ${score.aiReplacementRate}% rate, so I’d discount it.`,
  );
  return lines;
}

function linesZh(facts: JobFacts): string[] {
  const { demand, wage, score, employment } = facts;
  const lines: string[] = [];
  if (demand) {
    const sector = demand.category;
    if (sector) {
      const pace = { beats: '跑赢了板块', trails: '跑输了板块', matches: '和板块持平' }[
        sectorPace(demand.figures.changePct, sector.changePct)
      ];
      lines.push(
        `- 需求${demand.figures.score}/100，所在的“${facts.category.zh}”板块为${signedPct(sector.changePct)}：这份工作${pace}。`,
      );
    }
    const education = demand.projections.education;
    const door = education ? requiresZh(education) : '要求相应资历';
    const rate = decimal(demand.figures.openingsRatePct);
    lines.push(
      {
        few: `- 每百个岗位一年只空出${rate}个，入行${door}：难的是挤进去，不是留下来。`,
        typical: `- 每百个岗位一年空出${rate}个，在${door}的工作里属于正常，没什么危险信号。`,
        many: `- 每百个岗位一年空出${rate}个${education === 'No formal educational credential' ? '，也不看文凭' : ''}：这是人来人往，不是市场缺人。`,
      }[demand.openings],
    );
  }
  if (wage && employment)
    lines.push(
      `- 薪水${PAY_SHORT.zh[wage.band]}，${peopleZh(employment.count)}个岗位，算是${SIZE_WORD.zh[employment.band]}。`,
    );
  if (wage?.stats.hourlyOnly) lines.push('- BLS 在这里只公布时薪，折成年薪比较只能算个大概。');
  if (facts.sharesBlsFiguresWith > 0)
    lines.push(
      `- BLS 把 SOC ${facts.occupation.code.slice(0, 7)} 当成一个职业统计，这些市场数字还算进了另外${facts.sharesBlsFiguresWith}个 O*NET 职业，没看上去那么精细。`,
    );
  const studies = evidence(facts);
  lines.push(
    studies.kind === 'no-study'
      ? '- 没有研究覆盖这份工作，没有替代率可依，我只看市场面。'
      : studies.kind === 'settled'
        ? `- 计入权重的四项研究从${beta(studies.range[0])}到${beta(studies.range[1])}，最后落在${score.aiReplacementRate}%：这个数我认。`
        : `- ${score.aiReplacementRate}%的替代率只有${score.weightedStudiesAvailable}项计入权重的研究撑着，我要打个折扣。`,
  );
  return lines;
}

export function bossNote(facts: JobFacts, lang: 'en' | 'zh'): string {
  return lang === 'en'
    ? [`**Boss’s note:** ${headEn(facts)}`, '', ...linesEn(facts)].join('\n')
    : [`**老板批注：**${headZh(facts)}`, '', ...linesZh(facts)].join('\n');
}
