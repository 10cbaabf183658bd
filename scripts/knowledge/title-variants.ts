/**
 * Rule T1 (MAPPING.md): many O*NET titles carry an expansion or abbreviation in brackets,
 * "Registered Nurse (RN)". We add the two halves as separate titles, but only when the bracket is
 * another name for the same job, so qualifiers like "Singer (Burning)" or "Cybersecurity Analyst
 * (Cyber)" do not turn into misleading one-word aliases.
 */
const STOP_WORDS = new Set(['and', 'of', 'the', 'for', 'in', 'or', 'to', '&']);

function words(text: string): string[] {
  return text.split(/\s+/).filter((w) => w !== '');
}

/** RN, CEO, BMET, "COP/M", "EH & S": every token is upper-case-ish and there are 2+ capitals. */
function isAcronym(text: string): boolean {
  const tokens = words(text);
  const capitals = text.replace(/[^A-Z]/g, '').length;
  return capitals >= 2 && tokens.every((t) => /^[A-Z0-9&./-]+$/.test(t) || STOP_WORDS.has(t));
}

/** "tech"/"technician", "rep"/"representative": same word when one starts the other (3+ letters). */
function sameWord(a: string, b: string): boolean {
  const x = a.toLowerCase().replace(/[^a-z0-9]/g, '');
  const y = b.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (x === '' || y === '') return false;
  return x === y || (Math.min(x.length, y.length) >= 3 && (x.startsWith(y) || y.startsWith(x)));
}

/** The initials of the last words of `text` spell `acronym` ("Vice President" → VP). */
function endsWithExpansionOf(text: string, acronym: string): boolean {
  const letters = acronym.replace(/[^A-Za-z]/g, '').toUpperCase();
  if (letters.length < 2) return false;
  const initials = words(text)
    .flatMap((w) => w.split('-'))
    .filter((w) => !STOP_WORDS.has(w.toLowerCase()))
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  return initials.endsWith(letters);
}

function lastWord(text: string): string {
  return words(text).at(-1) ?? '';
}

function isOtherName(base: string, inner: string): boolean {
  if (isAcronym(inner) || isAcronym(base)) return true;
  if (words(inner).length === 1) {
    // A single ordinary word is only an abbreviation of a single-word title: "Administrator (Admin)".
    return words(base).length === 1 && sameWord(base, inner);
  }
  if (sameWord(lastWord(base), lastWord(inner))) return true;
  return (
    (isAcronym(lastWord(base)) && endsWithExpansionOf(inner, lastWord(base))) ||
    (isAcronym(lastWord(inner)) && endsWithExpansionOf(base, lastWord(inner)))
  );
}

/** "A (B)" at the end of a title. */
function splitTrailing(title: string): string[] {
  const match = /^([^()]+?)\s*\(([^()]+)\)$/.exec(title);
  if (!match) return [];
  const base = (match[1] ?? '').trim();
  const inner = (match[2] ?? '').trim();
  return base && inner && isOtherName(base, inner) ? [base, inner] : [];
}

/** "Transportation Security Administration (TSA) Screener" → without the bracket, and with TSA. */
function splitInner(title: string): string[] {
  const match = /^([^()]+?)\s*\(([A-Z][A-Z0-9&/-]*)\)\s+([^()]+)$/.exec(title);
  if (!match) return [];
  const before = words(match[1] ?? '');
  const acronym = match[2] ?? '';
  const after = (match[3] ?? '').trim();
  const letters = acronym.replace(/[^A-Z]/g, '');
  // Walk back over the words before the bracket until their initials spell the acronym.
  let initials = '';
  let start = before.length;
  while (start > 0 && initials.length < letters.length) {
    start -= 1;
    const word = before[start] ?? '';
    if (!STOP_WORDS.has(word.toLowerCase())) initials = word.charAt(0).toUpperCase() + initials;
  }
  if (initials !== letters) return [];
  const head = before.slice(0, start).join(' ');
  return [`${before.join(' ')} ${after}`, [head, acronym, after].filter((p) => p !== '').join(' ')];
}

/** Extra titles derived from one title (possibly none). */
export function expandTitle(title: string): string[] {
  return [...splitTrailing(title), ...splitInner(title)];
}

/** Case- and space-insensitive key used to merge the same title from several sources. */
export function titleKey(title: string): string {
  return title.toLowerCase().replace(/\s+/g, ' ').trim();
}
