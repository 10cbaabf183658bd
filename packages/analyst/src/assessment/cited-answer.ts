import type { Language } from '@irreplaceable/contracts/constants';
import { excerpt, quoted } from './job-text';

/**
 * An earlier answer as the analyst refers back to it. A quick answer the person picked is named as
 * their choice; words they wrote are quoted, a whole phrase at a time.
 */
export interface CitedAnswer {
  text: string;
  isChoice: boolean;
}

/** `options`: the quick answers offered with the question the answer replies to. */
export function citeAnswer(answer: string, options: readonly string[]): CitedAnswer {
  const trimmed = answer.trim();
  return { text: trimmed, isChoice: options.some((option) => option.trim() === trimmed) };
}

/** The answer inside quotation marks: a choice whole, written words as their opening phrase. */
export function quoteCited(cited: CitedAnswer, language: Language): string {
  return quoted(cited.isChoice ? cited.text : excerpt(cited.text), language);
}
