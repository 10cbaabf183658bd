import type { TMarketEntry } from '@irreplaceable/contracts/analysis/job-analysis';
import type { JobFacts } from '../analysis/job-facts';
import { demandLabelEn } from './demand-reading-en';
import { demandLabelZh } from './demand-reading-zh';
import {
  decimal,
  dollars,
  dollarsHourly,
  exactCountZh,
  groupDigits,
  peopleZh,
  share,
  signedPct,
  yuanStyleDollars,
} from './format';
import { educationEn, requiresZh } from './labels';
import { pagePlan } from './plan/page-plan';

/** Only national BLS figures: we hold no regional data, so we invent none. */
const SOURCE = { en: 'U.S. Bureau of Labor Statistics', zh: '美国劳工统计局（BLS）' } as const;
const LOCATION = { en: 'United States', zh: '美国' } as const;

function release(facts: JobFacts, lang: 'en' | 'zh'): string {
  const oews = facts.wage?.stats.release ?? null;
  if (lang === 'en') return oews ? `${oews} (OEWS); 2024–34 projections` : '2024–34 projections';
  return oews ? `${oews.split(' ')[1]}年5月（OEWS）；2024–34年预测` : '2024–34年预测';
}

function payText(facts: JobFacts, lang: 'en' | 'zh'): string | null {
  const stats = facts.wage?.stats;
  if (!stats) return null;
  if (stats.medianAnnual !== null)
    return lang === 'en'
      ? `median annual wage ${dollars(stats.medianAnnual)}`
      : `年薪中位数${yuanStyleDollars(stats.medianAnnual)}`;
  if (stats.medianHourly !== null)
    return lang === 'en'
      ? `median hourly wage ${dollarsHourly(stats.medianHourly)}`
      : `时薪中位数${stats.medianHourly.toFixed(2)}美元`;
  return null;
}

const PAY_EN = {
  top: 'top-tier',
  high: 'high',
  'upper-middle': 'above-middle',
  'lower-middle': 'below-middle',
  low: 'low',
} as const;
const PAY_ZH = {
  top: '顶尖',
  high: '较高',
  'upper-middle': '中等偏上',
  'lower-middle': '中等偏下',
  low: '偏低',
} as const;

const versusField = (facts: JobFacts) => pagePlan(facts).outlook.versusField;

function readingEn(facts: JobFacts): string {
  const { demand, wage } = facts;
  const parts: string[] = [];
  parts.push(
    demand
      ? `Nationally, ${demandLabelEn(demand.figures.score)} (index ${demand.figures.score}/100)`
      : 'No national projections are published',
  );
  if (wage) parts.push(`${PAY_EN[wage.band]} pay`);
  const field = versusField(facts);
  const text = parts.join(' and ');
  if (field === null) return `${text}.`;
  return `${text}, ${['trailing', 'in step with', 'ahead of'][field + 1]} the ${facts.category.en} sector as a whole.`;
}

function readingZh(facts: JobFacts): string {
  const { demand, wage } = facts;
  const parts: string[] = [];
  parts.push(
    demand
      ? `全美来看，需求${demandLabelZh(demand.figures.score)}（指数${demand.figures.score}/100）`
      : '暂无全国就业预测',
  );
  if (wage) parts.push(`薪酬${PAY_ZH[wage.band]}`);
  const field = versusField(facts);
  const text = parts.join('，');
  if (field === null) return `${text}。`;
  const sector = `整个“${facts.category.zh}”板块`;
  return `${text}，增长${[`落后于${sector}`, `与${sector}持平`, `快于${sector}`][field + 1]}。`;
}

function nationalEntry(facts: JobFacts, lang: 'en' | 'zh'): TMarketEntry {
  const { demand, employment } = facts;
  const jobs = pagePlan(facts).profile.jobs;
  const parts: string[] = [];
  if (employment && jobs)
    parts.push(
      lang === 'en'
        ? `${jobs.source === 'oews' ? 'wage-and-salary jobs (OEWS)' : 'jobs incl. self-employed (projections)'} ${groupDigits(employment.count)}`
        : `${jobs.source === 'oews' ? '受雇岗位（OEWS）' : '岗位数（含自雇，预测口径）'}${peopleZh(employment.count)}`,
    );
  const pay = payText(facts, lang);
  if (pay) parts.push(pay);
  if (demand)
    parts.push(
      lang === 'en'
        ? `projected change 2024–34 ${signedPct(demand.figures.changePct)}`
        : `2024–34年预计变化${signedPct(demand.figures.changePct)}`,
    );
  const joined = parts.join(lang === 'en' ? '; ' : '；');
  const local = lang === 'en' ? joined.charAt(0).toUpperCase() + joined.slice(1) : joined;
  const reading = lang === 'en' ? readingEn(facts) : readingZh(facts);
  return {
    location: LOCATION[lang],
    local_job_data: local,
    market_analysis: reading,
    last_updated: release(facts, lang),
    source: SOURCE[lang],
  };
}

/** How often this job opens up against the other jobs behind the same entry education. */
function peerOpenings(facts: JobFacts, lang: 'en' | 'zh'): string {
  const peers = pagePlan(facts).profile.peers;
  const openings = peers?.openingsBelow;
  if (!peers || !openings) return '';
  const more = share(openings.share);
  if (lang === 'en') {
    const others = `the ${openings.of} occupations that ask ${educationEn(peers.education)}`;
    if (openings.share === 0) return `; none of ${others} opens up more often per job`;
    return `; ${more === '100%' ? 'every one' : more} of ${others} ${more === '100%' ? 'opens' : 'open'} up more often per job`;
  }
  const others = `同样${requiresZh(peers.education)}的${openings.of}个职业`;
  if (openings.share === 0) return `；在${others}里，没有哪个职业每百个岗位的空缺数比它多`;
  return `；在${others}里，有${more}的职业每百个岗位的空缺数比它多`;
}

function openingsEntry(facts: JobFacts, lang: 'en' | 'zh'): TMarketEntry | null {
  const demand = facts.demand;
  if (!demand) return null;
  const { openingsAnnual } = demand.projections;
  const rate = decimal(demand.figures.openingsRatePct);
  const average = decimal(demand.figures.averageOpeningsRatePct);
  const education = demand.projections.education;
  const peers = peerOpenings(facts, lang);
  // With the peers named, the entry education is said there rather than twice.
  const en = {
    few: `Below-average turnover: ${peers || !education ? '' : `with ${educationEn(education)} at the door, `}openings come mainly from growth and retirements${peers}.`,
    typical: `Turnover close to the national average${peers || (education ? ` for work that asks ${educationEn(education)}` : '')}.`,
    many: `High turnover: vacancies come up often${education === 'No formal educational credential' ? ' and no formal credential is needed' : ''}, which helps people get in but says little about long-term demand${peers}.`,
  }[demand.openings];
  const zh = {
    few: `人员流动低于平均水平：${peers || !education ? '' : `入行${requiresZh(education)}，`}空缺主要来自岗位增长和退休${peers}。`,
    typical: peers
      ? `人员流动接近全国平均水平${peers}。`
      : `在${education ? requiresZh(education) : '要求相应资历'}的工作里，人员流动接近全国平均水平。`,
    many: `人员流动大：空缺来得勤${education === 'No formal educational credential' ? '，也不看学历' : ''}，方便入行，但说明不了长期需求更旺${peers}。`,
  }[demand.openings];
  return lang === 'en'
    ? {
        location: 'United States: openings',
        local_job_data: `About ${groupDigits(openingsAnnual)} openings a year over 2024–34 (${rate} per 100 jobs; all occupations ${average})`,
        market_analysis: en,
        last_updated: '2024–34 projections',
        source: SOURCE.en,
      }
    : {
        location: '美国：职位空缺',
        local_job_data: `2024–34年间每年约${exactCountZh(openingsAnnual)}个空缺（每百个岗位${rate}个；全部职业平均${average}个）`,
        market_analysis: zh,
        last_updated: '2024–34年预测',
        source: SOURCE.zh,
      };
}

export function marketAnalysis(facts: JobFacts, lang: 'en' | 'zh'): TMarketEntry[] {
  if (!facts.employment && !facts.demand && !facts.wage) return [];
  const openings = openingsEntry(facts, lang);
  return openings ? [nationalEntry(facts, lang), openings] : [nationalEntry(facts, lang)];
}
