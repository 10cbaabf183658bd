/**
 * Singular forms of English title words. Titles and queries both go through it, so a wrong guess
 * for a rare word only has to be consistent; the exceptions below are the words where a naive rule
 * would merge two different things ("sales" is not "sale") or read badly in a canonical title.
 */

const IRREGULAR: Record<string, string> = {
  men: 'man',
  women: 'woman',
  people: 'person',
  children: 'child',
  alumni: 'alumnus',
  wives: 'wife',
  knives: 'knife',
  thieves: 'thief',
  leaves: 'leaf',
  shelves: 'shelf',
  halves: 'half',
  calves: 'calf',
  wolves: 'wolf',
  loaves: 'loaf',
  teeth: 'tooth',
  feet: 'foot',
  geese: 'goose',
  mice: 'mouse',
  criteria: 'criterion',
  phenomena: 'phenomenon',
  buses: 'bus',
  mechanics: 'mechanic',
  medics: 'medic',
  critics: 'critic',
  clerics: 'cleric',
  academics: 'academic',
  rns: 'rn',
};

/** Words ending in -men that are not plurals of -man. */
const NOT_MAN_PLURAL = new Set(['specimen', 'abdomen', 'regimen', 'stamen', 'acumen', 'hymen']);

/** Words ending in s that are not plurals, or whose plural is the title's own word. */
const KEEP = new Set([
  'sales',
  'news',
  'series',
  'species',
  'means',
  'arts',
  'athletics',
  'aeronautics',
  'analytics',
  'economics',
  'electronics',
  'ethics',
  'genetics',
  'graphics',
  'logistics',
  'mathematics',
  'mechatronics',
  'metrics',
  'optics',
  'photonics',
  'physics',
  'politics',
  'robotics',
  'statistics',
  'emeritus',
  'clothes',
  'diabetes',
  'herpes',
  'aids',
  'ios',
  'macos',
  'devops',
  'mlops',
  'sas',
  'saas',
  'paas',
  'aws',
  'gis',
  'dns',
  'cms',
  'ems',
  'hris',
  'lims',
  'ehs',
  'vas',
  'bs',
  'ms',
  'ops',
  'kubernetes',
  'js',
  'nodejs',
  'reactjs',
  'vuejs',
  'us',
  'plus',
  'bus',
  'gas',
  'lens',
  'canvas',
  'chassis',
  'corps',
  'express',
  'princess',
  'hostess',
  'waitress',
  'actress',
  'seamstress',
  'headmistress',
  'mistress',
  'stewardess',
  'laundress',
  'sorceress',
]);

export function singularize(word: string): string {
  // Own keys only: a title word such as "constructor" must not find Object.prototype's.
  if (Object.hasOwn(IRREGULAR, word)) return IRREGULAR[word] ?? word;
  if (word.length <= 3 || KEEP.has(word)) return word;
  // Compounds keep their own irregular plural: salesmen → salesman, firewomen → firewoman.
  if (word.endsWith('men') && word.length > 4 && !NOT_MAN_PLURAL.has(word)) {
    return `${word.slice(0, -3)}man`;
  }
  if (word.endsWith('wives')) return `${word.slice(0, -5)}wife`; // midwives, housewives
  if (!word.endsWith('s')) return word;
  if (/(ss|us|is|ics|ous)$/.test(word)) return word;
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(sses|ches|shes|xes|zzes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}
