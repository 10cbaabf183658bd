import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SectionedLine } from './sections';

/**
 * Licences, certifications and degrees that qualify a person for an occupation ("NCLEX-RN",
 * "Journeyman Electrician", "律师执业证", "初级中学教师资格证"), read from licences.tsv. A licence
 * says what someone may do now even where no title says it: a new nurse whose only job was
 * patient care technician, a journeyman electrician whose title is the contractor's "Field
 * Technician II".
 */
export const LICENCES_PATH = fileURLToPath(new URL('./licences.tsv', import.meta.url));

export interface LicenceRule {
  phrase: string;
  /** O*NET-SOC codes, the most likely first. */
  codes: string[];
  pattern: RegExp;
}

export interface LicenceFinding {
  /** The phrase as the CV writes it. */
  text: string;
  codes: string[];
  line: number;
}

const CODE = /^\d{2}-\d{4}\.\d{2}$/;
/** A licence being worked towards, or a firm named after one ("CPA firm"), is none yet. */
const NOT_HELD =
  /\b(?:pursuing|candidate|preparing|studying for|working towards?|in progress|expected|eligible)\b|备考|准备考|正在考|拟考|在读/i;
const FIRM_AFTER = /^\s*(?:firms?|exams? candidate)\b/i;
/** Someone else's licence: "send the ledgers to our external CPA", "receipts for the CPA". */
const SOMEONE_ELSE_BEFORE =
  /\b(?:our|their|(?:for|to|with|by|from)\s+(?:the|an?|our|their))\s+(?:(?:outside|external|company|staff|firm's)\s+)?$/i;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function patternOf(language: string, phrase: string): RegExp {
  if (language === 'zh') return new RegExp(escape(phrase), 'u');
  const asWritten = !/[a-z]/.test(phrase);
  const body = phrase
    .split(/[\s-]+/)
    .map((word) => escape(word).replace(/licen[cs]e/i, 'licen[cs]e'))
    .join('[\\s-]+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, asWritten ? 'u' : 'iu');
}

/** Anything that says whether a code is an occupation we know (the knowledge's `byCode`). */
type KnownCodes = { has(code: string): boolean };

export function parseLicences(tsv: string, knownCodes?: KnownCodes): LicenceRule[] {
  const rules: LicenceRule[] = [];
  tsv.split('\n').forEach((row, i) => {
    if (row.trim() === '' || row.startsWith('#') || row.startsWith('language\t')) return;
    const [language = '', phrase = '', codeList = ''] = row.split('\t');
    const where = `licences.tsv line ${i + 1}`;
    if (language !== 'en' && language !== 'zh') throw new Error(`${where}: unknown language`);
    if (phrase.trim() === '') throw new Error(`${where}: empty phrase`);
    const codes = codeList.split(',').map((code) => code.trim());
    for (const code of codes) {
      if (!CODE.test(code)) throw new Error(`${where}: "${code}" is no O*NET-SOC code`);
      if (knownCodes && !knownCodes.has(code)) throw new Error(`${where}: unknown code ${code}`);
    }
    rules.push({ phrase, codes, pattern: patternOf(language, phrase) });
  });
  // Longer phrases first, so that "初级中学教师资格证" is read before "教师资格证".
  return rules.sort((a, b) => b.phrase.length - a.phrase.length);
}

const loaded = new WeakMap<KnownCodes, LicenceRule[]>();

/** The table, checked against the occupations we know the first time it is used. */
export function licenceRules(knownCodes: KnownCodes): LicenceRule[] {
  let rules = loaded.get(knownCodes);
  if (!rules) {
    rules = parseLicences(fs.readFileSync(LICENCES_PATH, 'utf8'), knownCodes);
    loaded.set(knownCodes, rules);
  }
  return rules;
}

/** The licences a CV holds, each once, on the first line that names it. */
export function readLicences(
  lines: readonly SectionedLine[],
  rules: readonly LicenceRule[],
): LicenceFinding[] {
  const found: LicenceFinding[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    if (NOT_HELD.test(line.text)) continue;
    const taken: [number, number][] = [];
    for (const rule of rules) {
      const match = rule.pattern.exec(line.text);
      if (!match) continue;
      const start = match.index;
      const end = start + match[0].length;
      if (taken.some(([from, to]) => start < to && end > from)) continue;
      if (FIRM_AFTER.test(line.text.slice(end))) continue;
      if (SOMEONE_ELSE_BEFORE.test(line.text.slice(0, start))) continue;
      taken.push([start, end]);
      const key = rule.codes.join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ text: match[0], codes: rule.codes, line: line.n });
    }
  }
  return found;
}
