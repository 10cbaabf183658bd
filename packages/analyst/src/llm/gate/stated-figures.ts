/**
 * The figures a sentence states, in English or Chinese: percentages (a rate, a share, a growth),
 * amounts of money and counts of people or jobs. Years, scores on a scale and small plain numbers
 * state none of these and are left alone.
 */
export interface StatedFigure {
  /** The value as a plain number: "1.3 million" is 1300000, "8.4 万" 84000, "23%" 23. */
  value: number;
  kind: 'percent' | 'amount';
  /** The place of the last digit written: a figure is the page's when the page's rounds to it. */
  precision: number;
  /** Stated as the AI replacement rate ("rate 0", "替代率99%"). */
  isRate: boolean;
  text: string;
}

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const MULTIPLIER = String.raw`\s*(?:million|billion|thousand|[万亿千])`;
const PERCENT = String.raw`\s*(?:%|％|\s?per\s?cent\b|个百分点)`;
const FIGURE = new RegExp(
  String.raw`(US\$|\$|USD\s?|¥|￥)?\s*(?<![\d.,])(${NUMBER})(${MULTIPLIER})?(${PERCENT})?(\s*(?:美元|元|dollars?\b|USD\b))?`,
  'gi',
);
/** A rate named just before the figure: "replacement rate is 99%", "rate 0", "替代率为 62%". */
const RATE_BEFORE =
  /(?:(?<!(?:growth|wage|pay|hourly|unemployment|interest|tax|participation|response)\s)\brate|替代率)(?:\s+(?:is|of|at|was|stands at))?\s*[:：=为是]?\s*(?:about|around|only|just|约|大约|仅|只有)?\s*$/i;

const SCALE: Record<string, number> = {
  thousand: 1_000,
  million: 1_000_000,
  billion: 1_000_000_000,
  千: 1_000,
  万: 10_000,
  亿: 100_000_000,
};

/** The place of the last digit written: "83,680" → 1, "83,000" → 1000, "1.3" → 0.1. */
function placeOf(digits: string): number {
  const plain = digits.replace(/,/g, '');
  const [whole, fraction] = plain.split('.');
  if (fraction !== undefined) return 10 ** -fraction.length;
  // Trailing zeros round, to two significant digits at most: "1,000,000" is not any figure from
  // 500,000 to 1.5 million.
  const zeros = Math.min(whole!.match(/0*$/)![0].length, Math.max(0, whole!.length - 2));
  return zeros === whole!.length ? 1 : 10 ** zeros;
}

const isYear = (digits: string, value: number) =>
  /^\d{4}$/.test(digits) && value >= 1900 && value <= 2100;

export function statedFigures(sentence: string): StatedFigure[] {
  const found: StatedFigure[] = [];
  for (const match of sentence.matchAll(FIGURE)) {
    const [text, currencyBefore, digits, multiplier, percent, currencyAfter] = match;
    const scale = multiplier ? SCALE[multiplier.trim().toLowerCase()]! : 1;
    const value = Number(digits!.replace(/,/g, '')) * scale;
    // "20%" is a whole percentage, not 23% rounded to the ten.
    const place = percent && !digits!.includes('.') ? 1 : placeOf(digits!);
    const precision = place * scale;
    const before = sentence.slice(0, match.index);
    const isRate = RATE_BEFORE.test(before + (currencyBefore ?? ''));
    if (percent) {
      found.push({ value, kind: 'percent', precision, isRate, text: text.trim() });
      continue;
    }
    // A bare number after "rate" is the rate, unless a word follows: "替代率只有3项研究" counts studies.
    const after = sentence.slice(match.index + text.length);
    if (isRate && !currencyBefore && !currencyAfter && !multiplier && !/^\s*\p{L}/u.test(after)) {
      // "a rate of 0.73" is the rate on the studies' common 0–1 scale.
      const isShare = value <= 1 && digits!.includes('.');
      const scale = isShare ? 100 : 1;
      found.push({
        value: value * scale,
        kind: 'percent',
        precision: precision * scale,
        isRate,
        text: text.trim(),
      });
      continue;
    }
    const isMoney = Boolean(currencyBefore || currencyAfter);
    // A count or amount is big or carries a multiplier; "3 tasks" and "2034" state neither.
    if (isMoney || multiplier || (value >= 1_000 && !isYear(digits!, value))) {
      found.push({ value, kind: 'amount', precision, isRate: false, text: text.trim() });
    }
  }
  return found;
}

/** Whether a figure the page holds, written to the stated figure's last digit, is that figure. */
export function agrees(stated: StatedFigure, held: number): boolean {
  const rounded = Math.round(Math.abs(held) / stated.precision) * stated.precision;
  return Math.abs(rounded - stated.value) < stated.precision / 2;
}
