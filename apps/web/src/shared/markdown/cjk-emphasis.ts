import type MarkdownIt from 'markdown-it';

/** Han, kana, Hangul, and CJK and full-width punctuation. */
const CJK =
  /[\u2e80-\u2fff\u3000-\u303f\u3040-\u30ff\u3100-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/;
const PUNCTUATION = /[\p{P}\p{S}]/u;
const WHITESPACE = /\s/;

/**
 * CommonMark decides whether `**` may open or close from the characters around it, with rules
 * written for languages that put spaces between words. Chinese does not, so `**批注：**需求`
 * would stay unbolded. Next to a CJK character we count that character as punctuation, which
 * is what the rules expect around a word boundary.
 */
export function cjkFriendlyEmphasis(md: MarkdownIt): void {
  const BaseState = md.inline.State;
  md.inline.State = class CjkState extends BaseState {
    override scanDelims(start: number, canSplitWord: boolean) {
      const scanned = super.scanDelims(start, canSplitWord);
      const last = start > 0 ? this.src.charAt(start - 1) : ' ';
      const end = start + scanned.length;
      const next = end < this.posMax ? this.src.charAt(end) : ' ';
      if (!CJK.test(last) && !CJK.test(next)) return scanned;

      const isLastSpace = WHITESPACE.test(last);
      const isNextSpace = WHITESPACE.test(next);
      const isLastPunct = CJK.test(last) || PUNCTUATION.test(last);
      const isNextPunct = CJK.test(next) || PUNCTUATION.test(next);
      const isLeftFlanking = !isNextSpace && (!isNextPunct || isLastSpace || isLastPunct);
      const isRightFlanking = !isLastSpace && (!isLastPunct || isNextSpace || isNextPunct);
      return {
        ...scanned,
        can_open: isLeftFlanking && (canSplitWord || !isRightFlanking || isLastPunct),
        can_close: isRightFlanking && (canSplitWord || !isLeftFlanking || isNextPunct),
      };
    }
  };
}
