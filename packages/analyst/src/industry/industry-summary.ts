import { zhCount, zhPercent } from '@irreplaceable/contracts/common/chinese-style';
import { joinList } from '../assessment/job-text';
import type { Language } from '@irreplaceable/contracts/constants';
import type { namesFor } from '../cv/wording/present-cv';
import type { IndustryRecord } from './industry-record';
import { inSentence } from './title-in-sentence';

/** A share as the page's tiles write it, to one decimal ("51.9%"), so both say the same. */
const percent = (value: number) => zhPercent(value, 1);

export function count(value: number, language: Language): string {
  if (language === 'zh') return zhCount(value);
  // "About" a figure: three significant digits, as 125,002 reads as 125,000.
  const rounded = Number(value.toPrecision(3));
  return value >= 1_000_000
    ? `${(value / 1_000_000).toFixed(1)} million`
    : rounded.toLocaleString('en-US');
}

/** The industry's, its staffing's and its summed staffing's names in the reader's language. */
export interface SummaryNames {
  industry: string;
  staffing: string;
  summed: string;
}

/**
 * The built-in summary: the industry's size at its own code, who works there at the finest
 * staffing published (saying when that is a wider industry's, or only its ten largest
 * occupations), and the exposure over the complete staffing the sums come from.
 */
export function summaryOf(
  record: IndustryRecord,
  names: ReturnType<typeof namesFor>,
  label: SummaryNames,
  language: Language,
): string {
  const { staffing } = record;
  const top = record.occupations.slice(0, 3).map((o) => names.occupation(o.code));
  const grow = record.growing[0] ? names.occupation(record.growing[0]) : null;
  const shrink = record.shrinking[0] ? names.occupation(record.shrinking[0]) : null;
  const totalEmployment = record.sectorRates.reduce((sum, s) => sum + s.employment, 0);
  const avg = totalEmployment
    ? Math.round(
        record.sectorRates.reduce((sum, s) => sum + s.rate * s.employment, 0) / totalEmployment,
      )
    : record.rate.value;
  const direction =
    record.rate.value > avg + 2 ? 'above' : record.rate.value < avg - 2 ? 'below' : 'close';
  // OEWS writes a five-digit industry that has one six-digit code (54133 = 541330) at five digits.
  const own = staffing.code === record.code || label.staffing === label.industry;
  const summedOwn = staffing.fullCode === record.code || label.summed === label.industry;
  const size = count(record.employment.total, language);
  if (language === 'zh') {
    const compare = { above: '高于', below: '低于', close: '接近' }[direction];
    const who =
      staffing.level === 'top10_4digit'
        ? `人数最多的职业是${joinList(top, language)}（“${label.staffing}”人数最多的十个职业合占其就业的 ${percent(staffing.coversPct)}）。`
        : own
          ? `人数最多的职业是${joinList(top, language)}。`
          : `美国劳工统计局只发布了更宽的“${label.staffing}”的人员构成，其中人数最多的职业是${joinList(top, language)}。`;
    const over = summedOwn
      ? '按就业人数加权，这些岗位的'
      : `按“${label.summed}”全部职业的就业人数加权，其`;
    return [
      `${label.industry}在美国约有 ${size} 名从业者。`,
      who,
      `${over} AI 替代率为 ${record.rate.value}%，${compare}全部行业的平均水平（${avg}%）；${percent(record.rate.highShare)} 的从业者所在职业替代率达到 ${record.rate.threshold}% 或以上。`,
      grow && shrink ? `到 2034 年增长最快的常见职业是${grow}，收缩最明显的是${shrink}。` : '',
    ].join('');
  }
  const compare = { above: 'above', below: 'below', close: 'close to' }[direction];
  const list = joinList(top.map(inSentence), language);
  const who =
    staffing.level === 'top10_4digit'
      ? `Its largest occupations are ${list}; its ten largest together hold ${percent(staffing.coversPct)} of its jobs.`
      : own
        ? `The largest occupations are ${list}.`
        : `BLS publishes staffing only for the wider ${inSentence(label.staffing)}, where the largest occupations are ${list}.`;
  const over = summedOwn
    ? 'Weighted by employment, their AI replacement rate is'
    : `Weighted by employment over all occupations of ${inSentence(label.summed)}, the AI replacement rate is`;
  return [
    `${label.industry} employs about ${size} people in the United States.`,
    who,
    `${over} ${record.rate.value}%, ${compare} the all-industry average of ${avg}%; ${percent(record.rate.highShare)} of those workers are in occupations rated ${record.rate.threshold}% or higher.`,
    grow && shrink
      ? `Among its common occupations, ${inSentence(grow)} grow fastest to 2034 and ${inSentence(shrink)} shrink most.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}
