import type { TEngine } from '@irreplaceable/contracts/analysis/analysts';
import type { Language } from '@irreplaceable/contracts/constants';
import type { TCvDocument } from '@irreplaceable/contracts/cv/cv-document';
import type { TTailorGap, TTailorProposal } from '@irreplaceable/contracts/cv/tailor-cv';
import type { KnowledgeBase } from '../knowledge/load-knowledge';
import { BUILTIN_ENGINE } from '../writing/engine';
import { GAP_IMPORTANCE, gapsFor, importanceOf, profileOf } from './analyze-cv';
import type { YearMonth } from './date-ranges';
import { COMMON_TECHNOLOGY_WORDS } from './lexicon/common-words';
import { cvReader, readCv } from './read-cv';
import { namesFor } from './wording/present-cv';

/** Which part of the CV a line of its text came from. */
type LineSource =
  | { section: 'work' | 'projects'; entry: number; item: number }
  | { section: 'skills'; entry: number }
  | { section: 'other' };

export interface TailorTarget {
  /** The job page's title, in the language of the answer. */
  jobTitle: string;
  occupationCode: string;
}

export interface TailoredCv {
  engine: TEngine;
  proposals: TTailorProposal[];
  matched: string[];
  gaps: TTailorGap[];
}

const clean = (value: string | undefined) => value?.trim() ?? '';

/**
 * The CV as the text the CV reader reads, one line per thing it says, and where each line came
 * from. Headings are written out so the reader knows each part for what it is.
 */
export function cvAsText(cv: TCvDocument): { text: string; sources: LineSource[] } {
  const lines: string[] = [];
  const sources: LineSource[] = [];
  const add = (line: string, source: LineSource = { section: 'other' }) => {
    // The reader keeps only lines with a letter or digit; so do we, so the numbers agree.
    if (!/[\p{L}\p{N}]/u.test(line)) return;
    lines.push(line.replace(/\s+/g, ' ').trim());
    sources.push(source);
  };
  add(clean(cv.basics.label));
  if (clean(cv.basics.summary)) {
    add('Summary');
    for (const line of clean(cv.basics.summary).split('\n')) add(line);
  }
  const dated = (start?: string, end?: string) =>
    start ? `${start.slice(0, 7)} - ${end ? end.slice(0, 7) : 'present'}` : '';
  for (const section of ['work', 'projects'] as const) {
    const entries = section === 'work' ? cv.work : cv.projects;
    if (entries.length === 0) continue;
    add(section === 'work' ? 'Work experience' : 'Projects');
    entries.forEach((entry, index) => {
      const head =
        section === 'work'
          ? [clean(cv.work[index]?.position), clean(cv.work[index]?.name)]
          : [clean(cv.projects[index]?.name)];
      add([...head, dated(entry.startDate, entry.endDate)].filter(Boolean).join('  '));
      const summary =
        section === 'work' ? cv.work[index]?.summary : cv.projects[index]?.description;
      if (clean(summary)) add(clean(summary));
      (entry.highlights ?? []).forEach((highlight, item) =>
        add(`- ${highlight}`, { section, entry: index, item }),
      );
    });
  }
  if (cv.education.length > 0) {
    add('Education');
    for (const school of cv.education) {
      add(
        [clean(school.institution), clean(school.studyType), clean(school.area)]
          .filter(Boolean)
          .join('  '),
      );
      if (school.courses?.length) add(school.courses.join(', '));
    }
  }
  if (cv.skills.length > 0) {
    add('Skills');
    cv.skills.forEach((skill, entry) => add(clean(skill.name), { section: 'skills', entry }));
  }
  if (cv.languages.length > 0) {
    add('Languages');
    for (const entry of cv.languages) add([clean(entry.language), clean(entry.fluency)].join(' '));
  }
  return { text: lines.join('\n'), sources };
}

function joinNames(names: string[], language: Language): string {
  if (language === 'zh') return names.join('、');
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "Senior Data Analyst seeking the role of Data Scientist, working with SQL and Python." */
function openingLine(
  label: string,
  job: string,
  tools: string[],
  skills: string[],
  language: Language,
): string {
  if (language === 'zh') {
    const what = tools.length
      ? `，工作中使用${joinNames(tools, language)}`
      : skills.length
        ? `，擅长${joinNames(skills, language)}`
        : '';
    return `${label}，希望应聘${job}${what}。`;
  }
  const what = tools.length
    ? `, working with ${joinNames(tools, language)}`
    : skills.length
      ? `, with strengths in ${joinNames(
          skills.map((skill) => skill.toLowerCase()),
          language,
        )}`
      : '';
  return `${label} seeking the role of ${job}${what}.`;
}

/** Highest first, ties in their own order: a stable sort by score. */
function byScore<T>(items: T[], score: (item: T, index: number) => number): T[] {
  return items
    .map((item, index) => ({ item, index, score: score(item, index) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item }) => item);
}

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * A version of the CV aimed at one occupation (DESIGN.md section 8), as proposals: a summary that
 * says which job the person is after and what of that job they already show; the highlights of
 * each job and project, and the skills, with the lines that show the occupation's most important
 * skills and technologies first; and the gaps, the important skills the CV does not show. The
 * built-in analyst reorders and never rewrites a person's lines: it cannot know more of their work
 * than they wrote. Deterministic: the same CV and job give the same proposals.
 */
export function tailorCv(
  cv: TCvDocument,
  target: TailorTarget,
  knowledge: KnowledgeBase,
  options: { asOf: YearMonth; language: Language },
): TailoredCv {
  const { language } = options;
  const reader = cvReader(knowledge);
  const { text, sources } = cvAsText(cv);
  const reading = readCv(text, options.asOf, reader);
  const profile = profileOf(reading, knowledge);
  const names = namesFor(knowledge, language);
  const own = reader.skills.byCode.get(target.occupationCode);
  const importance = importanceOf(own, reader.skills.elementIndex);
  const uses = new Set((own?.technologies ?? []).map(([id]) => id));
  const kinds = new Set(
    (own?.technologies ?? []).map(([id]) => reader.skills.technologies[id]?.commodity ?? ''),
  );

  // How much each line of the CV shows of what this occupation needs.
  const lineScore = new Map<number, number>();
  const credit = (line: number, amount: number) =>
    lineScore.set(line, (lineScore.get(line) ?? 0) + amount);
  const shownElements = new Map<string, number>();
  for (const { id, lines } of profile.elements) {
    const value = importance(id);
    if (value === null || value < 3) continue;
    for (const line of lines) credit(line, value - 2.5);
    shownElements.set(id, value);
  }
  // Software the job uses, named as the CV writes it ("SQL", not O*NET's "Structured query
  // language SQL").
  const shownTechnologies = new Map<string, string>();
  for (const { value, line, text: written } of reading.technologies) {
    const used =
      value.kind === 'technology'
        ? uses.has(value.id) || kinds.has(reader.skills.technologies[value.id]?.commodity ?? '')
        : kinds.has(value.code);
    if (!used) continue;
    credit(line, 2);
    const ref = value.kind === 'technology' ? `t:${value.id}` : `c:${value.code}`;
    const spellings = [...shownTechnologies.values()].map((name) => name.toLowerCase());
    // A common word that also names a product ("Clinical teaching") is no tool to name.
    const isWord = COMMON_TECHNOLOGY_WORDS.has(written.toLowerCase());
    if (!shownTechnologies.has(ref) && !isWord && !spellings.includes(written.toLowerCase()))
      shownTechnologies.set(ref, written);
  }
  const scoreOf = (source: (s: LineSource) => boolean) => {
    const scores = new Map<string, number>();
    sources.forEach((s, index) => {
      if (source(s)) scores.set(JSON.stringify(s), lineScore.get(index + 1) ?? 0);
    });
    return (s: LineSource) => scores.get(JSON.stringify(s)) ?? 0;
  };

  const importantShown = [...shownElements]
    .filter(([, value]) => value >= GAP_IMPORTANCE)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([id]) => id);
  const tools = [...shownTechnologies.values()].slice(0, 3);
  const matched = [...importantShown.slice(0, 3).map((id) => names.element(id)), ...tools];

  const proposals: TTailorProposal[] = [];
  const label = clean(cv.basics.label);
  // The opening line is the person's own sentence: the tools they name, or else their skills in
  // everyday words. A knowledge area ("Mathematics", "Customer and Personal Service") is a field
  // O*NET rates, not something a person writes that they "show".
  const strengths = importantShown.filter((id) => !id.startsWith('2.C')).slice(0, 2);
  const lead = openingLine(label, target.jobTitle, tools, strengths.map(names.element), language);
  const currentSummary = clean(cv.basics.summary) || null;
  if (!currentSummary?.startsWith(lead)) {
    proposals.push({
      id: 'summary',
      section: 'summary',
      current: currentSummary,
      proposed: currentSummary ? `${lead}${language === 'zh' ? '' : ' '}${currentSummary}` : lead,
      reason:
        language === 'zh'
          ? `开头一句点明你要应聘的职位，以及你已具备的该职位最看重的能力。`
          : `An opening line that names the job you want and what you already bring to it.`,
    });
  }

  for (const section of ['work', 'projects'] as const) {
    const entries = section === 'work' ? cv.work : cv.projects;
    entries.forEach((entry, index) => {
      const highlights = (entry.highlights ?? []).filter((line) => line.trim());
      if (highlights.length < 2) return;
      const score = scoreOf((s) => s.section === section && s.entry === index);
      const order = byScore(
        (entry.highlights ?? []).map((line, item) => ({ line, item })),
        ({ item }) => score({ section, entry: index, item }),
      )
        .map(({ line }) => line)
        .filter((line) => line.trim());
      if (sameOrder(order, highlights)) return;
      const title =
        section === 'work'
          ? clean(cv.work[index]?.position) || clean(cv.work[index]?.name)
          : clean(cv.projects[index]?.name);
      proposals.push({
        id: `${section}.${index}`,
        section,
        index,
        title,
        current: highlights,
        proposed: order,
        reason:
          language === 'zh'
            ? `把最能体现${target.jobTitle}所需能力的要点放在前面。`
            : `The lines that best show what a ${target.jobTitle} needs come first.`,
      });
    });
  }

  const skillNames = cv.skills.map((skill) => clean(skill.name)).filter(Boolean);
  const skillScore = scoreOf((s) => s.section === 'skills');
  const skillOrder = byScore(
    cv.skills.map((skill, entry) => ({ name: clean(skill.name), entry })),
    ({ entry }) => skillScore({ section: 'skills', entry }),
  )
    .map(({ name }) => name)
    .filter(Boolean);
  if (!sameOrder(skillOrder, skillNames)) {
    proposals.push({
      id: 'skills',
      section: 'skills',
      current: skillNames,
      proposed: skillOrder,
      reason:
        language === 'zh'
          ? `该职位用到的技能和软件排在前面。`
          : `The skills and software this job uses come first.`,
    });
  }

  const gaps = gapsFor(target.occupationCode, { reading, profile, knowledge }).map(
    (gap): TTailorGap =>
      gap.kind === 'technology'
        ? { kind: 'technology', name: names.technologyGap(gap.ref), importance: null }
        : {
            kind: gap.ref.startsWith('2.C') ? 'knowledge' : 'skill',
            name: names.element(gap.ref),
            importance: gap.importance,
          },
  );

  return { engine: BUILTIN_ENGINE[language], proposals, matched, gaps };
}
