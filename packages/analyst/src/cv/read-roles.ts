import type { TClassifyJob } from '@irreplaceable/contracts/analysis/classification';
import type { KnowledgeBase } from '../knowledge/load-knowledge';
import { classifyQuery } from '../matching/classify-query';
import { EDITORIAL_TITLES } from '../matching/editorial';
import { hasHan, matchTokens } from '../matching/text-normalize';
import {
  findDateRanges,
  findSingleDates,
  monthIndex,
  rangeMonths,
  type DateRange,
  type YearMonth,
} from './date-ranges';
import { isTradeTitle, readThroughBusiness, staffTitle } from './generic-titles';
import { inlineHeading, type SectionKind, type SectionedLine } from './sections';

/** A job title the CV holds (or aims for), read as the title matcher reads a search. */
export interface RoleFinding {
  /** The title as written. */
  title: string;
  job: TClassifyJob;
  /** Line of the title, and of its dates when they stand elsewhere. */
  line: number;
  dateLine: number | null;
  start: YearMonth | null;
  end: YearMonth | 'present' | null;
  months: number | null;
  internship: boolean;
  /** `held`: a job held; `headline`: the CV's own one-line description; `target`: sought. */
  kind: 'held' | 'headline' | 'target';
}

/** Matches the matcher is sure of: our table, a real title, a Chinese title or alias. */
const TRUSTED = new Set(['editorial', 'exact-title', 'alternate-title', 'zh-title', 'zh-alias']);

const SEPARATORS =
  /\s*(?:\.\s*){3,}|\s*[|｜•·▪/→]\s*|\s*->\s*|\s{2,}|\s+[–—-]\s+|,\s+|，|(?<=\p{Script=Han}),|,(?=\p{Script=Han})|、|;|；|\s+at\s+|\s+@\s+|[()（）]|[:：]\s*|(?<=[\p{Script=Han}）)])\s+(?=[\p{Script=Han}（(A-Za-z])|(?<=[A-Za-z])\s+(?=[\p{Script=Han}])/u;
/** Words before a title that say what follows is one: "职位：", "Title:", "Currently lead baker". */
const LABEL =
  /^(?:职位|岗位|职务|担任|任职|现任|目前任|(?:title|position|role|job title|current role|currently|presently|now)\b)\s*[:：]?\s*/i;
export const ORG_EN =
  /\b(?:Inc|LLC|Ltd|Limited|Corp|Corporation|Co|Company|Group|GmbH|PLC|LLP|Bank|University|College|Institute|Agency|Partners|Associates|Foundation|Technologies|Labs)\b\.?/i;
export const ORG_ZH =
  /(?:公司|集团|有限|大学|学院|学校|医院|银行|研究院|研究所|事务所|酒店|工厂|委员会|协会|部队|商行|门店)/;
/** Degrees: a line with one is education, whichever section it stands in. */
const DEGREE =
  /\b(?:B\.?S\.?c?|B\.?A|M\.?S\.?c?|M\.?A|MBA|Ph\.?D|Bachelor|Master|Doctor|Diploma|Associate of|Degree)\b|学士|硕士|博士|本科|大专|专科|研究生/;
const INTERN = /\bintern(?:ship)?s?\b|实习/i;
const NOT_TITLE_LINE = /@|https?:|www\.|\d{3}[-\s]?\d{4}/;

interface Candidate {
  /** The title as written. */
  text: string;
  /** What the matcher was asked (the written title without words it does not know). */
  query: string;
  job: TClassifyJob;
  trust: number;
}

/**
 * Chinese words that say which post in a team, not which job: 责任护士 (primary nurse) is a nurse
 * to the title index. Tried without them when the whole title is not known.
 */
const ZH_MODIFIER =
  /^(?:责任|主管|专科|临床|驻场|值班|见习|兼职|专职|全职|一线|区域|门店|片区|储备|代理)/u;

/** A Chinese title told with a verb and years: 做川菜厨师8年, 当了五年保安, 干过两年电工. */
const ZH_TOLD =
  /^(?:做|当|干|任)(?:过|了)?(?:[\d一二两三四五六七八九十]+年)?(\p{Script=Han}{2,8}?)(?:[\d一二两三四五六七八九十]+年(?:多|以上)?)?$/u;

/** "Teacher of Mathematics" is written "Mathematics Teacher" in the titles we know. */
const ROLE_OF =
  /^(teacher|lecturer|professor|instructor|head|director|manager|vice president|vp|chief|coordinator|officer|specialist|supervisor|lead)\s+(?:of|for)\s+(.+)$/i;

/**
 * "Cambridge, MA" and "Leeds, UK" are places, not a medical assistant. The letters end the part
 * they stand in: in "Data Analyst, NHS Digital" they begin an employer's name.
 */
const PLACE = /\b[A-Z][a-z]+(?:[ -][A-Z][a-z]+)*,\s*[A-Z]{2,3}\b(?!\s?[A-Za-z&])/g;
/** A line that names a school is an education line, unless it is a job in the work section. */
const SCHOOL_WORD = /\b(?:University|College|School)\b|大学|学院|学校/;
/** Education words that the title index would read as a teacher ("高中", "high school"). */
const EDUCATION_WORD =
  /^(?:高中|初中|中专|大专|本科|硕士|博士|学士|研究生|MBA|PhD|BSc|MSc|BA|MA|BS|MS|high school)$/i;

/** A piece of a line to read as a title: what the matcher is asked, and how the CV wrote it. */
interface Segment {
  query: string;
  written: string;
  /** Only a sure match counts: a part in capitals on a line in mixed case is most often the employer. */
  sureOnly?: boolean;
  /** A generic title read through the business it names ("Owner, Hadley Hoof Care"). */
  viaBusiness?: boolean;
}

/** "NORTHWOODS OUTFITTERS" beside "Content Intern": an employer in capitals, no loose title. */
const isCapitalsAmongMixed = (part: string, line: string) =>
  /[a-z]/.test(line) && !/[a-z]/.test(part) && /[A-Z]{2,}\S*\s+\S*[A-Z]{2,}/.test(part);

const asIs = (text: string): Segment => ({ query: text, written: text });

function segmentsOf(text: string, ranges: readonly DateRange[]): Segment[] {
  let rest = text;
  for (const range of [...ranges].reverse()) {
    rest = `${rest.slice(0, range.index)}  ${rest.slice(range.index + range.length)}`;
  }
  rest = rest.replace(PLACE, '  ');
  const parts = rest.split(SEPARATORS).map((part) => part.replace(LABEL, '').trim());
  // The whole line is tried too: "Registered Nurse – ICU" is one title.
  const segments = [rest.replace(LABEL, '').trim(), ...parts].map((part): Segment =>
    isCapitalsAmongMixed(part, rest) ? { ...asIs(part), sureOnly: true } : asIs(part),
  );
  for (const part of parts) {
    const reordered = ROLE_OF.exec(part);
    if (reordered) segments.push({ query: `${reordered[2]} ${reordered[1]}`, written: part });
    const plain = part.replace(ZH_MODIFIER, '');
    if (plain !== part && plain.length >= 2) segments.push({ query: plain, written: part });
    // "做川菜厨师8年", "当过3年保安": the title inside a sentence of how long.
    const told = ZH_TOLD.exec(part);
    if (told?.[1] && told[1].length >= 2) segments.push({ query: told[1], written: told[1] });
  }
  const seen = new Set<string>();
  return segments.filter(({ query }) => {
    if (seen.has(query)) return false;
    seen.add(query);
    return (
      query.length >= 2 &&
      query.length <= 60 &&
      /[\p{L}]/u.test(query) &&
      !EDUCATION_WORD.test(query)
    );
  });
}

/**
 * A title made more precise by a word beside it: "General Manager" at "Harbourview Hotel" is a
 * hotel general manager; a nurse on "重症医学科（ICU）" is an ICU nurse. A context word counts only
 * when title and word together are a title we know of the same broad field (SOC major group).
 */
function refined(
  candidate: Candidate,
  context: readonly string[],
  knowledge: KnowledgeBase,
): Candidate {
  const title = candidate.query;
  // Only a short title can be made more precise: "Nurse", "General Manager", "护士".
  if (wordCount(title) > 2) return candidate;
  const top = candidate.job.occupations[0]?.code ?? '';
  const han = hasHan(title);
  for (const segment of context) {
    if (segment === candidate.text || segment.includes(title)) continue;
    const words = segment.split(/\s+/);
    // A Chinese employer ends in what it is: "某某幼儿园" is a kindergarten, "某三甲医院" a hospital.
    const pieces = han
      ? [...new Set([segment, segment.slice(-4), segment.slice(-3), segment.slice(-2)])]
      : [...new Set([...(words.length <= 2 ? [segment] : []), words.at(-1) ?? '', words[0] ?? ''])];
    // With the whole title, or its head word: "ICU" + "Registered Nurse" is an "ICU Nurse".
    const heads = han ? [title] : [...new Set([title, title.split(/\s+/).at(-1) ?? title])];
    for (const { text, whole } of pieces.flatMap((piece) =>
      !piece || piece.length > 24
        ? []
        : heads.map((head) => ({
            text: han || hasHan(piece) ? `${piece}${head}` : `${piece} ${head}`,
            whole: head === title,
          })),
    )) {
      const composite = classify(text, knowledge);
      const code = composite?.job.occupations[0]?.code ?? '';
      if (!composite || composite.trust < 3 || code === top || code.slice(0, 2) !== top.slice(0, 2))
        continue;
      // With the head word alone, a title's own words give way ("Data Analyst" at "NHS Digital"
      // is no "Digital Analyst"): only a kind of the same occupation may stand for it.
      if (!whole && code.slice(0, 7) !== top.slice(0, 7)) continue;
      return { ...composite, text: candidate.text, query: text };
    }
  }
  return candidate;
}

/** Classifications by text: a CV repeats its segments, and CVs repeat each other's titles. */
const classified = new WeakMap<KnowledgeBase, Map<string, Candidate | null>>();
const CACHE_LIMIT = 20_000;

function classify(text: string, knowledge: KnowledgeBase): Candidate | null {
  let cache = classified.get(knowledge);
  if (!cache) classified.set(knowledge, (cache = new Map()));
  if (cache.has(text)) return cache.get(text)!;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  const candidate = classifyUncached(text, knowledge);
  cache.set(text, candidate);
  return candidate;
}

/** Titles are short: a longer segment is a sentence or a company, not worth the fuzzy matcher. */
const MAX_TITLE_WORDS = 7;
/** Short forms the title matcher writes out ("dev", "mgr"), which titles themselves never end in. */
const SHORT_HEADS = [
  'dev',
  'devs',
  'mgr',
  'engr',
  'eng',
  'rep',
  'spec',
  'coord',
  'exec',
  'admin',
  'dir',
  'vp',
  'svp',
];

const headsByKnowledge = new WeakMap<KnowledgeBase, ReadonlySet<string>>();

/**
 * The last words of every English title we know ("analyst", "nurse", "machinist"): a segment with
 * none of them ("Precision Components Ltd", "Dayton, OH") is no title, and is not sent through the
 * fuzzy matcher.
 */
function titleHeads(knowledge: KnowledgeBase): ReadonlySet<string> {
  let heads = headsByKnowledge.get(knowledge);
  if (!heads) {
    const words = new Set<string>(SHORT_HEADS);
    const add = (title: string) => {
      const last = matchTokens(title).at(-1);
      if (last) words.add(last);
    };
    for (const titles of knowledge.titles) for (const [text] of titles.en) add(text);
    for (const entry of EDITORIAL_TITLES) [entry.title, ...entry.en].forEach(add);
    heads = words;
    headsByKnowledge.set(knowledge, heads);
  }
  return heads;
}

function classifyUncached(text: string, knowledge: KnowledgeBase): Candidate | null {
  if (ORG_ZH.test(text) || NOT_TITLE_LINE.test(text)) return null;
  if (!hasHan(text)) {
    const tokens = matchTokens(text);
    if (tokens.length > MAX_TITLE_WORDS) return null;
    const heads = titleHeads(knowledge);
    if (!tokens.some((token) => heads.has(token))) return null;
  }
  const language = hasHan(text) ? 'zh' : 'en';
  const result = classifyQuery(text, language, knowledge);
  if (result.kind !== 'job') return null;
  const words = text.trim().split(/\s+/).length;
  let trust = 0;
  if (TRUSTED.has(result.matched_by)) trust = ORG_EN.test(text) ? 0 : 3;
  else if (result.matched_by === 'spelling-corrected' && words >= 2) trust = 2;
  else if ((result.occupations[0]?.score ?? 0) >= 0.8 && !ORG_EN.test(text)) trust = 1;
  else if ((result.occupations[0]?.score ?? 0) >= 0.6 && !ORG_EN.test(text)) trust = 0.5;
  return trust > 0 ? { text: text.trim(), query: text.trim(), job: result, trust } : null;
}

function bestTitle(
  segments: readonly Segment[],
  knowledge: KnowledgeBase,
  minTrust = 1,
): Candidate | null {
  let best: Candidate | null = null;
  let bestDirect = false;
  // Short segments first: a sure title among them makes the long ones (whole lines, company
  // names) not worth the fuzzy matcher's time.
  const ordered = [...segments].sort((a, b) => wordCount(a.query) - wordCount(b.query));
  for (const segment of ordered) {
    if (best?.trust === 3 && wordCount(segment.query) > 4) break;
    const found = classify(segment.query, knowledge);
    if (!found || found.trust < (segment.sureOnly ? 3 : minTrust)) continue;
    const candidate = { ...found, text: segment.written, query: segment.query };
    const direct = !segment.viaBusiness;
    // Ties go to a title read as written ("仓库主管" over the whole line read through its
    // employer), then to the longer title: "Senior Data Analyst" over "Data Analyst".
    if (
      !best ||
      candidate.trust > best.trust ||
      (candidate.trust === best.trust &&
        ((direct && !bestDirect) ||
          (direct === bestDirect && candidate.text.length > best.text.length)))
    ) {
      best = candidate;
      bestDirect = direct;
    }
  }
  return best;
}

/** Segments with their generic titles ("Owner", "站长") read through the business beside them. */
function throughBusiness(
  segments: readonly Segment[],
  context: readonly string[],
  knowledge: KnowledgeBase,
): Segment[] {
  return readThroughBusiness(segments, context, (query) => classify(query, knowledge)?.trust === 3);
}

function ownSegments(text: string, knowledge: KnowledgeBase): Segment[] {
  const segments = segmentsOf(text, []);
  return throughBusiness(
    segments,
    segments.map((segment) => segment.written),
    knowledge,
  );
}

/**
 * A Chinese title the index does not know, read by the short known title it ends in:
 * "中班主班老师" (the lead teacher of a middle class) is a "老师".
 */
function bestTitleEnding(segments: readonly Segment[], knowledge: KnowledgeBase): Candidate | null {
  let best: Candidate | null = null;
  for (const segment of segments) {
    const chars = [...segment.query];
    if (!hasHan(segment.query) || /\s/.test(segment.query)) continue;
    if (chars.length < 3 || chars.length > 12) continue;
    // Only a short ending is a bare title ("老师", "护士"); a longer one keeps words that say
    // what the work is about, and dropping the words before them changes it (仓储运营实习生).
    for (let cut = Math.max(1, chars.length - 3); cut <= chars.length - 2; cut += 1) {
      const found = classify(chars.slice(cut).join(''), knowledge);
      if (!found || found.trust < 3) continue;
      if (!best || found.query.length > best.query.length)
        best = { ...found, text: segment.written };
      break;
    }
  }
  return best;
}

function wordCount(text: string): number {
  return hasHan(text) ? Math.ceil([...text].length / 3) : text.split(/\s+/).length;
}

const HELD_SECTIONS: ReadonlySet<SectionKind> = new Set(['experience', 'internship', 'header']);

function isShortPlainLine(line: SectionedLine | undefined): line is SectionedLine {
  return Boolean(line && !line.bullet && !line.isHeading && line.text.length <= 90);
}

/**
 * A line of prose, not an entry's title: "负责公司行政工作：后勤、食堂、车辆…", "Posters, playbills
 * and lobby signage for the theatre season." What stands in brackets is left out: "(1 Michelin
 * star, 110 seats)" describes an employer.
 */
function isSentence(text: string): boolean {
  const bare = text.replace(/\([^)]*\)/g, ' ');
  if (/[。;]/u.test(bare)) return true;
  if (hasHan(bare) && (bare.match(/[、,]/gu)?.length ?? 0) >= 2) return true;
  return /\.\s*$/.test(bare) && bare.trim().split(/\s+/).length > 5;
}

/**
 * The jobs a CV holds, each with its dates where the CV gives them: a date range anchors an entry,
 * and the title is read from the same line or the plain lines just above or below it. Lines of
 * education and projects never name a held job. Also the CV's headline (a title in its first
 * lines) and the roles it seeks (the objective).
 */
export function readRoles(
  lines: readonly SectionedLine[],
  asOf: YearMonth,
  knowledge: KnowledgeBase,
): RoleFinding[] {
  const roles: RoleFinding[] = [];
  const used = new Set<number>();
  const hasWorkSection = lines.some(
    (l) => l.section === 'experience' || l.section === 'internship',
  );

  lines.forEach((line, i) => {
    const inline = inlineHeading(line.text);
    const section = inline && inline.kind !== 'personal' ? inline.kind : line.section;
    if (!HELD_SECTIONS.has(section) || line.isHeading) return;
    if (section === 'header' && hasWorkSection) return;
    const ranges = entryDates(line, section, asOf);
    if (ranges.length === 0) return;
    // "Teacher, DeKalb County School District" is a job; "BSc, Leeds University" is not.
    const isWork = section === 'experience' || section === 'internship';
    if (SCHOOL_WORD.test(line.text) && (!isWork || DEGREE.test(line.text))) return;
    const range = ranges[0]!;
    const options: { line: SectionedLine; texts: Segment[]; distance: number }[] = [
      { line, texts: segmentsOf(line.text, ranges), distance: 0 },
    ];
    const neighbours: [SectionedLine | undefined, number][] = [
      [lines[i - 1], 0.1],
      [lines[i + 1], 0.2],
    ];
    // Three-line entries: title, company, dates, or dates, company, title.
    if (isShortPlainLine(lines[i - 1]) && isShortPlainLine(lines[i - 2]))
      neighbours.push([lines[i - 2], 0.3]);
    if (isShortPlainLine(lines[i + 1]) && isShortPlainLine(lines[i + 2]))
      neighbours.push([lines[i + 2], 0.35]);
    for (const [neighbour, distance] of neighbours) {
      if (!isShortPlainLine(neighbour) || used.has(neighbour.n) || isSentence(neighbour.text))
        continue;
      if (findDateRanges(neighbour.text, asOf).length > 0) continue;
      options.push({ line: neighbour, texts: segmentsOf(neighbour.text, []), distance });
    }
    const context = options.flatMap((option) => option.texts.map((t) => t.written));
    for (const option of options) option.texts = throughBusiness(option.texts, context, knowledge);
    let chosen: { candidate: Candidate; line: SectionedLine; score: number } | null = null;
    for (const option of options) {
      // Beside a date, a looser match is still a title; elsewhere it could be anything.
      const candidate =
        bestTitle(option.texts, knowledge, 0.5) ?? bestTitleEnding(option.texts, knowledge);
      if (!candidate) continue;
      const score = candidate.trust - option.distance;
      if (!chosen || score > chosen.score) chosen = { candidate, line: option.line, score };
    }
    // A dated employer with no title at all is read by what its staff do ("2017-至今  某汽车快修店").
    if (!chosen && isWork) {
      const staff = staffTitle(options[0]!.texts.map((text) => text.written));
      const found = staff ? classify(staff, knowledge) : null;
      if (found?.trust === 3) {
        const written = options[0]!.texts[0]?.written ?? staff!;
        chosen = { candidate: { ...found, text: written }, line, score: found.trust };
      }
    }
    if (!chosen) return;
    if (!isTradeTitle(chosen.candidate.query))
      chosen.candidate = refined(chosen.candidate, context, knowledge);
    used.add(chosen.line.n);
    used.add(line.n);
    roles.push({
      title: chosen.candidate.text,
      job: chosen.candidate.job,
      line: chosen.line.n,
      dateLine: chosen.line.n === line.n ? null : line.n,
      start: range.start,
      end: range.end,
      months: rangeMonths(range, asOf),
      internship:
        section === 'internship' || INTERN.test(chosen.candidate.text) || INTERN.test(line.text),
      kind: 'held',
    });
  });

  // Titles in the experience section without dates (a CV that gives none).
  if (roles.length === 0) {
    for (const line of lines) {
      if (line.section !== 'experience' || !isShortPlainLine(line) || used.has(line.n)) continue;
      const candidate = bestTitle(ownSegments(line.text, knowledge), knowledge);
      if (!candidate || candidate.trust < 3) continue;
      used.add(line.n);
      roles.push(undated(candidate, line, 'held'));
    }
  }

  for (const line of lines.slice(0, 8)) {
    if (line.section !== 'header' || used.has(line.n) || line.bullet) continue;
    const lead =
      line.text.split(/\s+(?:with|who|specializing|specialising)\s+|具有|拥有|，/)[0] ?? '';
    const candidate = bestTitle(
      [...ownSegments(line.text, knowledge), asIs(lead.trim())],
      knowledge,
    );
    if (!candidate || candidate.trust < 3) continue;
    used.add(line.n);
    roles.push(undated(candidate, line, 'headline'));
    break;
  }

  for (const line of lines) {
    const inline = inlineHeading(line.text);
    const isObjective = line.section === 'objective' || inline?.kind === 'objective';
    if (!isObjective || line.isHeading || used.has(line.n)) continue;
    const text = inline ? line.text.slice(inline.rest) : line.text;
    const candidate = bestTitle(ownSegments(text, knowledge), knowledge);
    if (!candidate || candidate.trust < 2) continue;
    roles.push(undated(candidate, line, 'target'));
  }
  return roles;
}

/**
 * The dates of an entry line: its ranges, or in the work section a single date that closes a
 * line of its own ("Intern, Acme Corp, June 2023") or stands alone, a range of that one month
 * or year. A sentence that mentions a year ("2023年考取…证书。") is no entry.
 */
function entryDates(line: SectionedLine, section: SectionKind, asOf: YearMonth): DateRange[] {
  const ranges = findDateRanges(line.text, asOf);
  if (ranges.length > 0) return ranges;
  if (section !== 'experience' && section !== 'internship') return [];
  if (!isShortPlainLine(line) || isSentence(line.text)) return [];
  const singles = findSingleDates(line.text, asOf);
  if (singles.length !== 1) return [];
  const { date, index, length } = singles[0]!;
  const after = line.text.slice(index + length).replace(/^[\s)）\]|,.]+/u, '');
  if (after) return [];
  const later = monthIndex(date) > monthIndex(asOf, true);
  return later ? [] : [{ start: date, end: date, index, length }];
}

function undated(
  candidate: Candidate,
  line: SectionedLine,
  kind: RoleFinding['kind'],
): RoleFinding {
  return {
    title: candidate.text,
    job: candidate.job,
    line: line.n,
    dateLine: null,
    start: null,
    end: null,
    months: null,
    internship: INTERN.test(candidate.text),
    kind,
  };
}

/** Months of work the dated jobs cover, overlaps counted once; internships left out. */
export function monthsOfExperience(roles: readonly RoleFinding[], asOf: YearMonth): number {
  const spans = roles
    .filter((r) => r.kind === 'held' && !r.internship && r.start && r.end)
    .map((r) => {
      const from = monthIndex(r.start!);
      const to = r.end === 'present' ? monthIndex(asOf) : monthIndex(r.end!, false);
      // As rangeMonths counts them: a month-exact range includes its last month.
      const end = to + (r.start!.month === null ? 0 : 1);
      return [from, Math.max(from, end)] as const;
    })
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let cursor = -Infinity;
  for (const [from, to] of spans) {
    const start = Math.max(from, cursor);
    if (to > start) total += to - start;
    cursor = Math.max(cursor, to);
  }
  return total;
}

const STATED_YEARS = [
  /(\d{1,2})\+?\s*(?:years?|yrs?)(?:'|’)?(?:\s+of)?(?:\s+[\w-]+){0,4}?\s+experience/i,
  /experience\s+of\s+(\d{1,2})\+?\s*years?/i,
  /(\d{1,2})\s*年(?:以上)?[\p{Script=Han}\w]{0,8}?经验/u,
  /(?:从业|工作)\s*(\d{1,2})\s*年/u,
];

/** "8+ years of experience", "10年工作经验": the largest such figure in the CV. */
export function statedYears(
  lines: readonly SectionedLine[],
): { years: number; line: number } | null {
  let best: { years: number; line: number } | null = null;
  for (const line of lines) {
    for (const pattern of STATED_YEARS) {
      const years = Number(pattern.exec(line.text)?.[1]);
      if (years > 0 && years <= 50 && (!best || years > best.years)) best = { years, line: line.n };
    }
  }
  return best;
}
