/**
 * Seniority and level words. They do not change the occupation (a senior nurse is a nurse), so the
 * matcher looks the title up without them, and the canonical title leaves them out: "Senior
 * Software Engineer", "Sr. Software Engineer" and "Software Engineer" lead to one job page, whose
 * figures are the occupation's. Only words that name another role stay in the title ("Head of
 * Marketing" runs marketing; "Assistant Chef" is not the chef), and a role word stays when the rest
 * is only a field ("Marketing Intern").
 *
 * `careful` words often belong to the occupation's own name ("medical assistant", "chief
 * executive", "staff nurse", "主管护师"): they are only dropped when the whole phrase is not a known
 * title and what remains is one (see english-matcher.ts and chinese-matcher.ts).
 */

export interface SeniorityTerm {
  id: string;
  en: string;
  zh: string;
  /** Where the word goes in a canonical title: "Senior X" but "X Intern"; "高级X" but "X负责人". */
  enPosition: 'prefix' | 'suffix';
  zhPosition: 'prefix' | 'suffix';
  careful: boolean;
  /** The word names another role than the core's, so a page title keeps it. */
  namesRole: boolean;
}

function term(
  id: string,
  en: string,
  zh: string,
  options: Partial<Pick<SeniorityTerm, 'enPosition' | 'zhPosition' | 'careful' | 'namesRole'>> = {},
): SeniorityTerm {
  return {
    id,
    en,
    zh,
    enPosition: 'prefix',
    zhPosition: 'prefix',
    careful: false,
    namesRole: false,
    ...options,
  };
}

const SENIOR = term('senior', 'Senior', '高级');
const JUNIOR = term('junior', 'Junior', '初级');
const MID = term('mid', 'Mid-Level', '中级');
const INTERN = term('intern', 'Intern', '实习生', { enPosition: 'suffix', zhPosition: 'suffix' });
const TRAINEE = term('trainee', 'Trainee', '见习', { enPosition: 'suffix' });
const LEAD = term('lead', 'Lead', '主管', { careful: true });
const PRINCIPAL = term('principal', 'Principal', '首席', { careful: true });
const STAFF = term('staff', 'Staff', '资深', { careful: true });
const CHIEF = term('chief', 'Chief', '首席', { careful: true, namesRole: true });
const HEAD_OF = term('head-of', 'Head of', '负责人', {
  zhPosition: 'suffix',
  careful: true,
  namesRole: true,
});
const APPRENTICE = term('apprentice', 'Apprentice', '学徒', { careful: true });
const ASSISTANT = term('assistant', 'Assistant', '助理', { careful: true, namesRole: true });
const ASSOCIATE = term('associate', 'Associate', '助理', { careful: true });
const DEPUTY = term('deputy', 'Deputy', '副', { careful: true, namesRole: true });
const VP_OF = term('vp-of', 'VP of', '副总裁', {
  zhPosition: 'suffix',
  careful: true,
  namesRole: true,
});
const DIRECTOR_OF = term('director-of', 'Director of', '总监', {
  zhPosition: 'suffix',
  careful: true,
  namesRole: true,
});

/** Words after which the rest names a field, not a job: "Head of Marketing" runs marketing. */
export const FIELD_LEADERS = new Set(['head-of', 'vp-of', 'director-of']);

/** Words that make a field a job: "Marketing Intern" is a role, "Marketing" alone is a field. */
export const ROLE_TERMS = new Set(['intern', 'trainee']);

function level(roman: string): SeniorityTerm {
  return term(`level-${roman}`, roman, roman, { enPosition: 'suffix', zhPosition: 'suffix' });
}

/** English forms, as token sequences (tokens are already lower-case and singular). */
const ENGLISH_LEADING: [string[], SeniorityTerm][] = [
  [['senior'], SENIOR],
  [['sr'], SENIOR],
  [['snr'], SENIOR],
  [['junior'], JUNIOR],
  [['jr'], JUNIOR],
  [['jnr'], JUNIOR],
  [['entry', 'level'], JUNIOR],
  [['entrylevel'], JUNIOR],
  [['mid', 'level'], MID],
  [['midlevel'], MID],
  [['mid'], MID],
  [['intermediate'], MID],
  [['intern'], INTERN],
  [['trainee'], TRAINEE],
  [['lead'], LEAD],
  [['principal'], PRINCIPAL],
  [['staff'], STAFF],
  [['chief'], CHIEF],
  [['head', 'of'], HEAD_OF],
  [['vp', 'of'], VP_OF],
  [['vice', 'president', 'of'], VP_OF],
  [['director', 'of'], DIRECTOR_OF],
  [['apprentice'], APPRENTICE],
  [['assistant'], ASSISTANT],
  [['asst'], ASSISTANT],
  [['associate'], ASSOCIATE],
  [['deputy'], DEPUTY],
  [['tier', '1'], level('I')],
  [['tier', '2'], level('II')],
  [['tier', '3'], level('III')],
  [['level', '1'], level('I')],
  [['level', '2'], level('II')],
  [['level', '3'], level('III')],
];

/** Words that also follow the title: "software engineer, senior", "marketing intern". */
const ENGLISH_TRAILING: [string[], SeniorityTerm][] = [
  [['senior'], SENIOR],
  [['sr'], SENIOR],
  [['junior'], JUNIOR],
  [['jr'], JUNIOR],
  [['intern'], INTERN],
  [['internship'], INTERN],
  [['trainee'], TRAINEE],
  [['apprentice'], APPRENTICE],
  [['i'], level('I')],
  [['ii'], level('II')],
  [['iii'], level('III')],
  [['iv'], level('IV')],
  [['1'], level('I')],
  [['2'], level('II')],
  [['3'], level('III')],
  [['level', '1'], level('I')],
  [['level', '2'], level('II')],
  [['level', '3'], level('III')],
  [['tier', '1'], level('I')],
  [['tier', '2'], level('II')],
  [['tier', '3'], level('III')],
];

export interface SenioritySplit {
  core: string[];
  terms: SeniorityTerm[];
}

function startsWith(tokens: readonly string[], at: number, form: readonly string[]): boolean {
  return form.every((word, i) => tokens[at + i] === word);
}

/**
 * Takes seniority words off the front and back of an English title. With `includeCareful` false
 * only the plain words go (senior, junior, intern…); the core is never left empty.
 */
export function splitEnglishSeniority(
  tokens: readonly string[],
  includeCareful: boolean,
): SenioritySplit {
  let start = 0;
  let end = tokens.length;
  const leading: SeniorityTerm[] = [];
  const trailing: SeniorityTerm[] = [];
  const allowed = (t: SeniorityTerm) => includeCareful || !t.careful;
  for (let changed = true; changed;) {
    changed = false;
    for (const [form, t] of ENGLISH_LEADING) {
      if (allowed(t) && end - start > form.length && startsWith(tokens, start, form)) {
        leading.push(t);
        start += form.length;
        changed = true;
        break;
      }
    }
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const [form, t] of ENGLISH_TRAILING) {
      const at = end - form.length;
      if (allowed(t) && at > start && startsWith(tokens, at, form)) {
        trailing.unshift(t);
        end = at;
        changed = true;
        break;
      }
    }
  }
  return { core: tokens.slice(start, end), terms: dedupe([...leading, ...trailing]) };
}

const CHINESE_PREFIXES: [string, SeniorityTerm][] = [
  ['高级', SENIOR],
  ['资深', SENIOR],
  ['初级', JUNIOR],
  ['中级', MID],
  // Grades of Chinese professional titles (教师, 会计…): 特级/正高级 above 一级, 二级, 三级.
  ['正高级', SENIOR],
  ['特级', SENIOR],
  ['一级', SENIOR],
  ['二级', MID],
  ['三级', JUNIOR],
  ['实习', INTERN],
  ['见习', TRAINEE],
  ['首席', PRINCIPAL],
  ['主管', LEAD],
  ['助理', ASSISTANT],
  ['学徒', APPRENTICE],
  ['副', DEPUTY],
];

const CHINESE_SUFFIXES: [string, SeniorityTerm][] = [
  ['实习生', INTERN],
  ['实习', INTERN],
  ['学徒', APPRENTICE],
  ['负责人', HEAD_OF],
];

/** The same for a Chinese title key (no spaces): 高级Java开发 → Java开发 + Senior. */
export function splitChineseSeniority(key: string, includeCareful: boolean): SenioritySplit {
  let core = key;
  const terms: SeniorityTerm[] = [];
  const allowed = (t: SeniorityTerm) => includeCareful || !t.careful;
  for (let changed = true; changed;) {
    changed = false;
    for (const [prefix, t] of CHINESE_PREFIXES) {
      if (allowed(t) && core.length > prefix.length + 1 && core.startsWith(prefix)) {
        terms.push(t);
        core = core.slice(prefix.length);
        changed = true;
        break;
      }
    }
  }
  for (const [suffix, t] of CHINESE_SUFFIXES) {
    if (allowed(t) && core.length > suffix.length + 1 && core.endsWith(suffix)) {
      terms.push(t);
      core = core.slice(0, -suffix.length);
      break;
    }
  }
  return { core: [core], terms: dedupe(terms) };
}

function dedupe(terms: SeniorityTerm[]): SeniorityTerm[] {
  const seen = new Set<string>();
  return terms.filter((t) => !seen.has(t.en) && seen.add(t.en));
}

/**
 * The seniority words a page title keeps: those naming another role, and "Intern"/"Trainee" when
 * the core alone is a field rather than a job ("Marketing Intern").
 */
export function titleTerms(terms: readonly SeniorityTerm[], coreIsField: boolean): SeniorityTerm[] {
  return terms.filter((t) => t.namesRole || (coreIsField && ROLE_TERMS.has(t.id)));
}

/** Wraps an English core title in its seniority words: "Senior " + core, core + " Intern". */
export function withEnglishSeniority(core: string, terms: readonly SeniorityTerm[]): string {
  const before = terms.filter((t) => t.enPosition === 'prefix').map((t) => t.en);
  const after = terms.filter((t) => t.enPosition === 'suffix').map((t) => t.en);
  return [...before, core, ...after].join(' ');
}

export function withChineseSeniority(core: string, terms: readonly SeniorityTerm[]): string {
  const seen = new Set<string>();
  const unique = terms.filter((t) => !seen.has(t.zh) && seen.add(t.zh));
  const before = unique.filter((t) => t.zhPosition === 'prefix').map((t) => t.zh);
  const after = unique.filter((t) => t.zhPosition === 'suffix').map((t) => t.zh);
  return [...before, core, ...after].join('');
}

/**
 * The seniority words of a query made only of them ("senior", "intern"), or null when it names
 * something else too.
 */
export function onlySeniority(tokens: readonly string[]): SeniorityTerm[] | null {
  const all = [...ENGLISH_LEADING, ...ENGLISH_TRAILING];
  const terms: SeniorityTerm[] = [];
  let at = 0;
  while (at < tokens.length) {
    const match = all.find(([form]) => startsWith(tokens, at, form));
    if (!match) return null;
    terms.push(match[1]);
    at += match[0].length;
  }
  return terms.length > 0 ? dedupe(terms) : null;
}

export function isOnlySeniority(tokens: readonly string[]): boolean {
  return onlySeniority(tokens) !== null;
}

/** The same for a Chinese key ("实习", "高级", "资深实习生"). */
export function onlyChineseSeniority(key: string): SeniorityTerm[] | null {
  const terms: SeniorityTerm[] = [];
  let rest = key;
  for (let changed = true; changed && rest.length > 0;) {
    changed = false;
    for (const [word, t] of [...CHINESE_SUFFIXES, ...CHINESE_PREFIXES]) {
      if (rest.startsWith(word)) {
        terms.push(t);
        rest = rest.slice(word.length);
        changed = true;
      }
    }
  }
  return key.length > 0 && rest.length === 0 ? dedupe(terms) : null;
}
