/**
 * What a username may be, and when two are the same name. A username shows beside every comment
 * and is what an @mention names, so one person must not be able to pass for another: names are
 * unique by their key (case, width, separators and look-alike letters folded away), invisible and
 * direction-changing characters are refused, and one name keeps to one alphabet.
 */

/** Letters, marks and digits, in words joined by single spaces, dots, underscores or hyphens. */
const SHAPE = /^[\p{L}\p{M}\p{N}]+(?:[ ._-][\p{L}\p{M}\p{N}]+)*$/u;

/** Alphabets whose letters look alike: a name mixing two of them passes for another name. */
const LOOK_ALIKE_SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];

/** Names that would pass for the site itself or its staff. Compared by key. */
export const RESERVED_USERNAMES = [
  'admin',
  'administrator',
  'root',
  'system',
  'support',
  'moderator',
  'staff',
  'official',
  'editorial',
  'irreplaceable',
  'author',
  '不可替代',
  '不可替代编辑部',
  '编辑部',
  '管理员',
  '客服',
  '官方',
  '作者',
];

/** Cyrillic and Greek letters drawn like Latin ones, and digits drawn like letters. */
// prettier-ignore
const LOOK_ALIKES: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', з: '3', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c',
  т: 't', у: 'y', х: 'x', і: 'l', ї: 'l', ј: 'j', ѕ: 's', ԁ: 'd', һ: 'h', ԛ: 'q', ԝ: 'w',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'l', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u',
  χ: 'x', ω: 'w', '0': 'o', '1': 'l', i: 'l', '|': 'l', '5': 's',
};

/** The name as typed, in its canonical form: NFKC, trimmed. */
export function normalizeUsername(name: string): string {
  return name.normalize('NFKC').trim();
}

/** Whether a (normalised) username may be used: its shape and one alphabet. */
export function isAcceptableUsername(name: string): boolean {
  if (!SHAPE.test(name)) return false;
  const letters = [...name];
  const scripts = LOOK_ALIKE_SCRIPTS.filter((script) => letters.some((c) => script.test(c)));
  return scripts.length <= 1;
}

/** Two names with the same key are the same name: "Ann_Lee", "ann lee" and "аnn-1ee" are one. */
export function usernameKey(name: string): string {
  return [
    ...normalizeUsername(name)
      .toLowerCase()
      .replace(/[\s._-]+/g, ''),
  ]
    .map((c) => LOOK_ALIKES[c] ?? c)
    .join('');
}

const RESERVED_KEYS = new Set(RESERVED_USERNAMES.map(usernameKey));
/** The site's own name anywhere in a name ("Irreplaceable Support", "不可替代小助手"). */
const BRAND_KEYS = ['irreplaceable', '不可替代'].map(usernameKey);

export function isReservedUsername(name: string): boolean {
  const key = usernameKey(name);
  return RESERVED_KEYS.has(key) || BRAND_KEYS.some((brand) => key.includes(brand));
}
