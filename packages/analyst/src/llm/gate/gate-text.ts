import { sanitiseModelMarkdown } from './sanitise-markdown';
import { isSentence, joinLines, linesOf } from './sentences';
import { agrees, statedFigures, type StatedFigure } from './stated-figures';

/**
 * What a page states itself, and so what a model may state: its AI replacement rates (the job's
 * and its neighbours'), every percentage and every amount its own figures and built-in text hold,
 * and the addresses of the sources it cites.
 */
export interface PageGround {
  rates: number[];
  percents: number[];
  amounts: number[];
  cited: ReadonlySet<string>;
}

/** The ground a page's own numbers and built-in texts give (both languages' texts together). */
export function groundOf(input: {
  rates: readonly (number | null)[];
  numbers?: readonly (number | null)[];
  texts: readonly string[];
  cited: ReadonlySet<string>;
}): PageGround {
  const rates = input.rates.filter((rate): rate is number => rate !== null);
  const numbers = (input.numbers ?? []).filter((value): value is number => value !== null);
  const stated = input.texts.flatMap(statedFigures);
  return {
    rates,
    percents: [
      ...rates,
      ...numbers,
      ...stated.filter((f) => f.kind === 'percent').map((f) => f.value),
    ],
    amounts: [...numbers, ...stated.filter((f) => f.kind === 'amount').map((f) => f.value)],
    cited: input.cited,
  };
}

function isHeld(figure: StatedFigure, ground: PageGround): boolean {
  const held = figure.isRate
    ? ground.rates
    : figure.kind === 'percent'
      ? ground.percents
      : ground.amounts;
  return held.some((value) => agrees(figure, value));
}

/** The first figure in a sentence that the page does not hold, or null when it holds them all. */
export function contradictedFigure(sentence: string, ground: PageGround): StatedFigure | null {
  return statedFigures(sentence).find((figure) => !isHeld(figure, ground)) ?? null;
}

export interface GatedText {
  /** The text as it may be stored: sanitised, without the sentences that were dropped. */
  text: string;
  sentences: number;
  /** The sentences left out, each for a figure the page does not state. */
  dropped: string[];
  /** Whether the text is too far from the page to keep: the built-in text takes its place. */
  useBuiltin: boolean;
}

/** More than a third of a section's sentences dropped, and the section is the built-in one. */
const MAX_DROPPED_SHARE = 1 / 3;

/**
 * One section of a model's text through the gate: sanitised (images, links, markup), then every
 * sentence that states a rate, share, wage, growth or count the page does not hold is dropped.
 */
export function gateText(written: string, ground: PageGround): GatedText {
  const lines = linesOf(sanitiseModelMarkdown(written, ground.cited));
  const hadSentences = lines.map((line) => line.sentences.some(isSentence));
  let sentences = 0;
  const dropped: string[] = [];
  const kept = lines.map((line) => ({
    ...line,
    sentences: line.sentences.filter((sentence) => {
      if (!isSentence(sentence)) return true;
      sentences += 1;
      if (!contradictedFigure(sentence, ground)) return true;
      dropped.push(sentence.trim());
      return false;
    }),
  }));
  const text = joinLines(kept, hadSentences);
  return {
    text,
    sentences,
    dropped,
    useBuiltin: text === '' || dropped.length > sentences * MAX_DROPPED_SHARE,
  };
}
