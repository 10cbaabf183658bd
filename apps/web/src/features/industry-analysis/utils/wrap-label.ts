/** Chinese, Japanese and Korean characters take about twice the width of a Latin letter. */
const WIDE = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;

const widthOf = (text: string) =>
  [...text].reduce((sum, char) => sum + (WIDE.test(char) ? 2 : 1), 0);

/** The text cut to fit `perLine`, ending in "…" when something was left out. */
function fitted(text: string, perLine: number): string {
  if (widthOf(text) <= perLine) return text;
  let kept = text;
  while ([...kept].length > 1 && widthOf(`${kept}…`) > perLine)
    kept = [...kept].slice(0, -1).join('');
  return `${kept.trimEnd()}…`;
}

/**
 * A chart label on at most `maxLines` lines of about `perLine` Latin letters (a Chinese
 * character counts as two). English breaks between words. Chinese breaks only before a
 * full-width bracket ("批发销售代表" / "（非技术产品）"), never inside a word: a name that does not
 * fit ends in "…" (the full name is the label's tooltip).
 */
export function wrapLabel(label: string, perLine: number, maxLines: number): string[] {
  if (!label.includes(' ')) {
    if (widthOf(label) <= perLine) return [label];
    const bracket = label.indexOf('（');
    if (bracket > 0 && maxLines >= 2) {
      return [fitted(label.slice(0, bracket), perLine), fitted(label.slice(bracket), perLine)];
    }
    return [fitted(label, perLine)];
  }
  const words = label.split(' ').map((word, i) => (i ? ` ${word}` : word));
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line !== '' && widthOf(line + word) > perLine) {
      lines.push(line);
      line = word.trimStart();
    } else {
      line += word;
    }
  }
  if (line !== '') lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = fitted(`${kept[maxLines - 1]!}…`, perLine).replace(/…+$/, '…');
  return kept;
}
