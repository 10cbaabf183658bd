/** An SOC or O*NET-SOC code ("15-1252", "15-1252.00") or a span of years ("2024–34"). */
const OCCUPATION_CODE = /\b\d{2}-\d{4}(?:\.\d{2})?\b|\b\d{4}–\d{2,4}\b/g;

export interface TTitlePart {
  text: string;
  isCode: boolean;
}

/**
 * A title cut around the occupation codes and year spans in it, so the page can keep each on one
 * line: a browser may otherwise break "15-1252.00" after its hyphen or "2024–34" after its dash.
 */
export function splitOccupationCodes(title: string): TTitlePart[] {
  const parts: TTitlePart[] = [];
  let at = 0;
  for (const match of title.matchAll(OCCUPATION_CODE)) {
    if (match.index > at) parts.push({ text: title.slice(at, match.index), isCode: false });
    parts.push({ text: match[0], isCode: true });
    at = match.index + match[0].length;
  }
  if (at < title.length) parts.push({ text: title.slice(at), isCode: false });
  return parts;
}
