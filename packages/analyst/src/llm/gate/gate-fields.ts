import { gateText, groundOf, type PageGround } from './gate-text';
import type { GateReport } from './gate-report';
import { comparableUrl } from './sanitise-markdown';

/**
 * The ground a result's own figures give, read from the facts a model was shown: every number,
 * the numbers under a key that names a rate as rates, and every text's stated figures.
 */
export function groundOfFacts(facts: unknown, citedUrls: readonly string[] = []): PageGround {
  const rates: number[] = [];
  const numbers: number[] = [];
  const texts: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'number') {
      numbers.push(value);
      if (/rate/i.test(key)) rates.push(value);
    } else if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === 'object')
      for (const [inner, item] of Object.entries(value)) walk(item, inner);
  };
  walk(facts, '');
  return groundOf({ rates, numbers, texts, cited: new Set(citedUrls.map(comparableUrl)) });
}

/**
 * Several texts of one answer through the gate together: each sanitised and without its
 * sentences that state a figure the result does not hold, or null for all of them when any one
 * lost more than a third of its sentences (the built-in text answers then). Empty texts pass.
 */
export function gateFields<K extends string>(
  fields: Record<K, string>,
  ground: PageGround,
  part: string,
): { texts: Record<K, string> | null; report: GateReport } {
  const report: GateReport = { part, sentences: 0, dropped: 0, builtin: [] };
  const texts = {} as Record<K, string>;
  for (const key of Object.keys(fields) as K[]) {
    if (fields[key].trim() === '') {
      texts[key] = '';
      continue;
    }
    const gated = gateText(fields[key], ground);
    report.sentences += gated.sentences;
    report.dropped += gated.dropped.length;
    if (gated.useBuiltin) report.builtin.push(key);
    texts[key] = gated.text;
  }
  return { texts: report.builtin.length > 0 ? null : texts, report };
}
