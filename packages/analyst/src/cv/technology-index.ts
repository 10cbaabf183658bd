import type { SkillsBase } from '../knowledge/load-skills';
import { COMMON_TECHNOLOGY_WORDS } from './lexicon/common-words';
import { TECHNOLOGY_ALIASES } from './lexicon/technology-aliases';

/**
 * Finds the software a CV names, as O*NET technologies (or, for products O*NET does not list, as
 * the kind of software they are). Aliases come from the O*NET names themselves (the full name, the
 * name without its maker, acronyms) and from our table of everyday spellings.
 */
export type TechnologyTarget = { kind: 'technology'; id: number } | { kind: 'class'; code: string };

interface AliasEntry {
  target: TechnologyTarget;
  /** 'any': any case. 'exact': as `spelling`. 'capitalized': first letter upper case. */
  mode: 'any' | 'exact' | 'capitalized';
  spelling: string;
  weak: boolean;
  /**
   * An acronym or short word read out of O*NET's own names ("CMS", "EPIC", "BOB"): it names the
   * software only where the CV's context supports it, for in other trades the same letters are a
   * court of sommeliers, a way of charting or a nickname.
   */
  guarded: boolean;
  /** Editorial entries win over derived ones; among derived, the more used technology wins. */
  rank: number;
}

export interface TechnologyIndex {
  /** Space-joined lower-case tokens → entries, best first. */
  latin: Map<string, AliasEntry[]>;
  /** Chinese spellings, found as substrings. */
  han: { text: string; entry: AliasEntry }[];
  longest: number;
}

export interface TechnologyHit {
  target: TechnologyTarget;
  /** The words of the line that named it. */
  text: string;
  weak: boolean;
  guarded: boolean;
  /** Where in the line the name starts (characters). */
  index: number;
}

/** Makers whose name often comes first ("Microsoft Excel" is written "Excel"). */
const VENDORS = [
  'Microsoft',
  'Oracle',
  'IBM',
  'Autodesk',
  'Adobe',
  'SAP',
  'Sage',
  'Apache',
  'Google',
  'Apple',
  'Siemens',
  'ESRI',
  'Esri',
  'RockWare',
  'Bentley',
  'Cadence',
  'Corel',
  'GE Healthcare',
  'Trimble',
  'Cisco',
  'Symantec',
  'Infor',
  'Amazon',
  'Avid',
  'McKesson',
  'Mentor Graphics',
  'PTC',
  'Red Hat',
  'Synopsys',
  'Allscripts',
  'Cerner',
  'Teradata',
  'Intergraph',
  'Intuit',
  'Dassault Systemes',
  'The MathWorks',
  'MathWorks',
  'Atlassian',
  'Salesforce',
  'StataCorp',
  'Qlik Tech',
  'National Instruments',
  'Wolfram Research',
  'Maplesoft',
  'JetBrains',
  'Unity Technologies',
  'Unreal Technology',
  'Grafana Labs',
  'CNC Software',
  'Hewlett Packard',
  'Hewlett-Packard',
  'Thomson Reuters',
  'OpenAI',
].sort((a, b) => b.length - a.length);

const GENERIC_SUFFIX = /\s+(?:software(?: suite)?|programming language)$/i;

/** Latin tokens as the index and the lines both cut them: "Node.js", "C++", "C#" stay whole. */
export function latinTokens(text: string): { text: string; index: number }[] {
  const tokens: { text: string; index: number }[] = [];
  for (const match of text.matchAll(/[A-Za-z0-9][A-Za-z0-9.+#]*[A-Za-z0-9+#]|[A-Za-z0-9]/g)) {
    // A trailing full stop ends a sentence; ".NET" starts a token of its own.
    tokens.push({ text: match[0].replace(/\.$/, ''), index: match.index });
  }
  return tokens;
}

function key(text: string): string {
  return latinTokens(text.replace(/(^|\s)\.net\b/gi, '$1dotnet'))
    .map((t) => t.text.toLowerCase())
    .join(' ');
}

const isAcronym = (word: string) => /^[A-Z][A-Z0-9]{1,5}$/.test(word) && /[A-Z].*[A-Z]/.test(word);

/**
 * O*NET names a kind of software in lower case after the first word ("Medical software",
 * "Transportation management system TMS software"); products have capitals ("Oracle Java").
 */
function isGenericName(words: readonly string[]): boolean {
  return words.length > 1 && words.slice(1).every((w) => /^[a-z0-9]/.test(w) || isAcronym(w));
}

/** "Warehouse management system WMS", "Accounting software": a kind of software, no product. */
export const isKindOfSoftware = (name: string) => isGenericName(name.split(/\s+/));

export function buildTechnologyIndex(skills: SkillsBase): TechnologyIndex {
  const latin = new Map<string, AliasEntry[]>();
  const han: TechnologyIndex['han'] = [];
  const byName = new Map(skills.technologies.map((t) => [t.name, t.id]));
  // Words O*NET itself uses for kinds of software and for skills ("Accounting", "Inventory",
  // "Scheduling"): a product named by one of them alone ("Sage Accounting", "Oracle Inventory")
  // is, in a CV's sentence, more likely the plain word.
  const ordinary = new Set(
    [...skills.commodities.values(), ...skills.elements].flatMap(
      ({ name }) => name.toLowerCase().match(/[a-z]+/g) ?? [],
    ),
  );
  let longest = 1;

  const add = (spelling: string, entry: AliasEntry) => {
    if (/\p{Script=Han}/u.test(spelling)) {
      han.push({ text: spelling.toLowerCase(), entry });
      return;
    }
    const k = key(spelling);
    if (!k) return;
    longest = Math.max(longest, k.split(' ').length);
    const list = latin.get(k) ?? [];
    list.push(entry);
    latin.set(k, list);
  };

  for (const technology of skills.technologies) {
    const target: TechnologyTarget = { kind: 'technology', id: technology.id };
    const rank = technology.occupations;
    const words = technology.name.split(/\s+/);
    const anyCase = (spelling: string) =>
      add(spelling, { target, spelling, mode: 'any', weak: false, guarded: false, rank });
    const single = (word: string) =>
      add(word, {
        target,
        spelling: word,
        mode: isAcronym(word) || word.length <= 3 ? 'exact' : 'capitalized',
        weak:
          COMMON_TECHNOLOGY_WORDS.has(word.toLowerCase()) ||
          (ordinary.has(word.toLowerCase()) && !isAcronym(word)) ||
          word.length < 3,
        guarded: isAcronym(word) || word.length <= 3,
        rank,
      });
    // "Electronic data capture EDC software": an acronym spelled by the words before it names
    // the kind of software, and is written that way in CVs. Other capitals (roman numerals,
    // product codes) are not read as names.
    for (const [i, word] of words.entries()) {
      if (!isAcronym(word) || word.length < 3) continue;
      const spelled = words
        .slice(Math.max(0, i - word.length), i)
        .map((w) => w[0]?.toUpperCase())
        .join('');
      if (spelled === word)
        add(word, {
          target,
          spelling: word,
          mode: 'exact',
          weak: false,
          guarded: true,
          rank: rank + 100_000,
        });
    }
    if (isGenericName(words)) {
      // "Route planning software" is a kind of software: only its full name stands for it.
      if (words.length > 1) anyCase(technology.name);
      continue;
    }
    if (words.length > 1) anyCase(technology.name);
    else single(technology.name);
    const name = technology.name.replace(GENERIC_SUFFIX, '');
    if (name !== technology.name) {
      if (name.split(/\s+/).length > 1) anyCase(name);
      else single(name);
    }
    const vendor = VENDORS.find((v) => name.startsWith(`${v} `));
    if (vendor) {
      // Without its maker a name is often plain words ("Learning Management"): only as written.
      const rest = name.slice(vendor.length + 1);
      if (rest.split(/\s+/).length > 1) {
        add(rest, {
          target,
          spelling: rest,
          mode: 'capitalized',
          weak: false,
          guarded: false,
          rank,
        });
      } else single(rest);
    }
  }

  for (const row of TECHNOLOGY_ALIASES) {
    const target: TechnologyTarget = row.target.startsWith('class:')
      ? { kind: 'class', code: row.target.slice('class:'.length) }
      : { kind: 'technology', id: byName.get(row.target) ?? -1 };
    if (target.kind === 'technology' && target.id < 0) continue;
    const editorial = 1_000_000;
    // Our short spellings are guarded as O*NET's acronyms are: "CSS" is also a spirits diploma.
    const entry = (spelling: string, mode: AliasEntry['mode'], weak: boolean) =>
      add(spelling, {
        target,
        spelling,
        mode,
        weak,
        guarded: /^[A-Za-z]{2,4}$/.test(spelling),
        rank: editorial,
      });
    for (const alias of row.aliases) entry(alias, 'any', false);
    for (const alias of row.exact ?? []) entry(alias, 'exact', false);
    for (const alias of row.weak ?? []) entry(alias, 'exact', true);
  }
  for (const list of latin.values()) list.sort((a, b) => b.rank - a.rank);
  han.sort((a, b) => b.text.length - a.text.length || (a.text < b.text ? -1 : 1));
  return { latin, han, longest: Math.min(longest, 8) };
}

/** "EPIC" is "Epic" written in capitals, as CVs write product names: not an acronym of its own. */
const isCapitalsOf = (written: string, spelling: string) =>
  written.length >= 3 &&
  /^[A-Z][a-z]+$/.test(spelling) &&
  written === written.toUpperCase() &&
  written === spelling.toUpperCase();

function caseFits(entry: AliasEntry, written: string): boolean {
  if (entry.mode === 'any') return true;
  if (entry.mode === 'capitalized') return written.split(' ').every((w) => /^[A-Z0-9]/.test(w));
  return written === entry.spelling || isCapitalsOf(written, entry.spelling);
}

/**
 * The technologies a line names, longest spelling first, without overlaps. Weak names are kept
 * with their flag; the caller decides whether the line's context lets them count.
 */
export function findTechnologies(line: string, index: TechnologyIndex): TechnologyHit[] {
  const hits: TechnologyHit[] = [];
  const tokens = latinTokens(line.replace(/(^|\s)\.net\b/gi, '$1dotnet'));
  let i = 0;
  while (i < tokens.length) {
    let matched = 0;
    for (let n = Math.min(index.longest, tokens.length - i); n >= 1 && !matched; n -= 1) {
      const words = tokens.slice(i, i + n);
      const entries = index.latin.get(words.map((t) => t.text.toLowerCase()).join(' '));
      const written = words.map((t) => t.text).join(' ');
      const entry = entries?.find((e) => caseFits(e, written));
      if (!entry) continue;
      hits.push({
        target: entry.target,
        text: written,
        weak: entry.weak,
        guarded: entry.guarded,
        index: words[0]!.index,
      });
      matched = n;
    }
    i += matched || 1;
  }
  const folded = line.toLowerCase();
  const found: string[] = [];
  // Longest first, so "用友u8" is read as itself and not again as "用友".
  for (const { text, entry } of index.han) {
    if (!folded.includes(text) || found.some((longer) => longer.includes(text))) continue;
    found.push(text);
    const index = folded.indexOf(text);
    hits.push({
      target: entry.target,
      // As written: "用友U8", not the folded "用友u8".
      text: line.slice(index, index + text.length),
      weak: entry.weak,
      guarded: entry.guarded,
      index,
    });
  }
  return hits;
}
