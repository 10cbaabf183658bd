/**
 * The last typographic pass over Chinese page text. Templates interpolate names that may begin or
 * end in Latin letters (“GPT-4 的任务评分”, “微软的 Copilot 使用数据”), so the template cannot
 * know whether a space is due; this pass puts one between Chinese characters and a Latin word of
 * two or more letters, as Chinese typesetting does, and leaves single letters (大G叔) alone.
 * Figures sit flush against Chinese (“到2034年”, “高于96%的职业”), the way most of the text
 * is written, so a stray space a template left around a number is taken out.
 */
const HAN = '\\u3400-\\u9fff';
const HAN_BEFORE_LATIN = new RegExp(`([${HAN}])([A-Za-z][A-Za-z*]*[A-Za-z])`, 'g');
const LATIN_BEFORE_HAN = new RegExp(`([A-Za-z][A-Za-z*]*[A-Za-z](?:-\\d+)?)([${HAN}])`, 'g');

// Occupation codes (BLS 职业 29-1141) are identifiers and keep their space.
const HAN_SPACE_DIGIT = new RegExp(`([${HAN}]) +(?=[0-9+−])(?![0-9]+-[0-9])`, 'g');
// A figure, not the end of a Latin name such as GPT-4, which keeps its space.
const DIGIT_SPACE_HAN = new RegExp(
  `(?<![A-Za-z][A-Za-z0-9.-]*|[0-9]-[0-9]*)([0-9%]) +(?=[${HAN}])`,
  'g',
);

export function tidyZh(text: string): string {
  return text
    .replace(HAN_BEFORE_LATIN, '$1 $2')
    .replace(LATIN_BEFORE_HAN, '$1 $2')
    .replace(HAN_SPACE_DIGIT, '$1')
    .replace(DIGIT_SPACE_HAN, '$1');
}
