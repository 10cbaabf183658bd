/** Chinese, Japanese and Korean characters take about twice the width of a Latin letter. */
const WIDE = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;

const widthOf = (text: string) =>
  [...text].reduce((sum, char) => sum + (WIDE.test(char) ? 2 : 1), 0);

/**
 * A chart label broken into at most `maxLines` lines of about `perLine` Latin letters (a Chinese
 * character counts as two): at spaces where there are some, anywhere in Chinese; the last line
 * ends in "…" when the label is longer.
 */
export function wrapLabel(label: string, perLine: number, maxLines: number): string[] {
  const hasSpaces = label.includes(' ');
  const units = hasSpaces ? label.split(' ').map((word, i) => (i ? ` ${word}` : word)) : [...label];
  // Chinese breaks anywhere: lines that fit are evened out rather than leave a character alone.
  const needed = Math.ceil(widthOf(label) / perLine);
  const limit =
    hasSpaces || needed > maxLines ? perLine : Math.ceil(widthOf(label) / needed / 2) * 2;
  const lines: string[] = [];
  let line = '';
  for (const unit of units) {
    if (line !== '' && widthOf(line + unit) > limit) {
      lines.push(line);
      line = unit.trimStart();
    } else {
      line += unit;
    }
  }
  if (line !== '') lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last.length > 1 && widthOf(`${last}…`) > perLine) last = [...last].slice(0, -1).join('');
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}
