/**
 * When a keyword of an answer is said not to matter ("not for the money", "钱不重要"), it is not a
 * reason they gave. Deterministic rules, not language understanding: a negation cue a few words
 * before the keyword in the same clause, or a dismissal just after it. Users mix languages, so
 * every keyword is checked against the cues of both.
 */

/**
 * Where a negation stops reaching: punctuation and words that turn the sentence ("not for the
 * money, but I love it"; "不是为了钱而是兴趣"). 、 lists items under the same negation, so it stays.
 */
const CLAUSE_BREAK =
  /[,.;:!?\n，。；：！？]|\b(?:but|however|though|although|whereas)\b|但是|但|可是|不过|而是|然而/i;

/** How far back a cue reaches: "not in it for the money" puts five words between. */
const EN_WORDS_BEFORE = 5;
/** "没有那么看重钱" puts six characters between. */
const ZH_CHARACTERS_BEFORE = 6;

/**
 * "can't" and "won't" are left out: "I can't live without a stable income" and "AI won't replace
 * it, will it?" still give the reason.
 */
const EN_NEGATION =
  /\b(?:not|never|nor|no longer|rather than|instead of|(?:do|does|did|is|are|was|were)n['’]t)\b/i;
/** 不 covers 不是 and 不在乎, 没 covers 没有. */
const ZH_NEGATION = /不|没|并非|无关/;

/**
 * Phrases that hold a cue without dismissing what follows: "not just the money" still counts it,
 * and "I don't want to be replaced" or "会不会被取代" is a worry about AI, not its absence.
 */
const EN_NOT_NEGATING =
  /\bnot (?:only|just|merely|sure|certain)\b|\b(?:do|does|did)(?: not|n['’]t) want to (?:be|lose|get|fall)\b|\bhope (?:that )?\S+ (?:is|are|does|do|will)(?: not|n['’]t)\b/gi;
const ZH_NOT_NEGATING =
  /(\p{Script=Han})[不没]\1|[不没](?:想|愿意?|希望|要|会)?(?:被|丢|失去)|不(?:少|错|仅|只|光|但|断|停|管|论|同|久|如|得不)|差不多|没错/gu;

/** A dismissal right after the keyword: "money isn't what drives me", "the pay doesn't matter". */
const EN_DISMISSED_AFTER =
  /^(?:['’]s)?(?:\s+\w+){0,2}?\s+(?:(?:is|are|was|were|does|do|did)(?: not|n['’]t)|not|never)(?:\s+\w+){0,2}?\s+(?:important|matter\w*|point|reasons?|why|priorit\w*|factor|goal|concern|issue|focus|deal|drives?|motivat\w*)\b/i;
const ZH_DISMISSED_AFTER =
  /^.{0,4}?(?:不(?:太|怎么|那么|是很|是那么)?重要|无所谓|无关|没(?:什么)?关系|不在乎|不看重|不关心|不感兴趣|不是.{0,3}?(?:重点|关键|目的|目标|首要|主要|问题|追求|在乎|看重)|次要)/u;

/** The parts of an answer a negation cannot reach across. */
export function clausesOf(answer: string): string[] {
  return answer.split(CLAUSE_BREAK);
}

function negatedBefore(before: string): boolean {
  // Phrases that only look negative go before the reach is measured, so none is cut in half.
  const words = before.replace(EN_NOT_NEGATING, '_').trimEnd().split(/\s+/);
  const characters = before.replace(ZH_NOT_NEGATING, '_');
  return (
    EN_NEGATION.test(words.slice(-EN_WORDS_BEFORE).join(' ')) ||
    ZH_NEGATION.test(characters.slice(-ZH_CHARACTERS_BEFORE))
  );
}

function dismissedAfter(after: string): boolean {
  return EN_DISMISSED_AFTER.test(after) || ZH_DISMISSED_AFTER.test(after);
}

/** Whether the keyword at `start`, `length` characters long, is negated within its clause. */
export function isNegated(clause: string, start: number, length: number): boolean {
  return negatedBefore(clause.slice(0, start)) || dismissedAfter(clause.slice(start + length));
}
