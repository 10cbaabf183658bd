import type { Language } from '@irreplaceable/contracts/constants';
import type { KnowledgeBase } from '../knowledge/load-knowledge';
import { loadSkills, type SkillsBase } from '../knowledge/load-skills';
import { hasHan } from '../matching/text-normalize';
import { buildActivityMatcher, matchActivities, type ActivityMatcher } from './activity-matcher';
import { cvLines } from './cv-lines';
import type { YearMonth } from './date-ranges';
import { ELEMENT_PHRASES, ZH_MASKED_COMPOUNDS } from './lexicon/element-phrases';
import { buildPhraseMatcher, matchPhrases, type PhraseMatcher } from './phrase-matcher';
import { readEducation, type EducationFinding } from './read-education';
import { readLanguages, type LanguageFinding } from './read-languages';
import { licenceRules, readLicences, type LicenceFinding, type LicenceRule } from './read-licences';
import { monthsOfExperience, readRoles, statedYears, type RoleFinding } from './read-roles';
import { sectionLines, type SectionedLine } from './sections';
import { countsAsTechnology } from './technology-context';
import {
  buildTechnologyIndex,
  findTechnologies,
  type TechnologyIndex,
  type TechnologyTarget,
} from './technology-index';

/** Something the CV shows, and the line it shows it on. */
export interface LineFinding<T> {
  value: T;
  line: number;
  /** The words of the line that showed it. */
  text: string;
}

export interface CvReading {
  lines: SectionedLine[];
  /** The language most of the CV is written in. */
  language: Language;
  roles: RoleFinding[];
  monthsOfExperience: number | null;
  /** Where the months come from: dated jobs, or a sentence of the CV ("8 years of experience"). */
  experienceSource: 'dates' | 'stated' | null;
  experienceLine: number | null;
  education: EducationFinding | null;
  /** Licences and qualifications that open an occupation ("NCLEX-RN", "律师执业证"). */
  licences: LicenceFinding[];
  languages: LanguageFinding[];
  technologies: LineFinding<TechnologyTarget>[];
  /** Skill and knowledge element IDs. */
  elements: LineFinding<string>[];
  /** IWA IDs. */
  activities: LineFinding<string>[];
}

export interface CvReader {
  knowledge: KnowledgeBase;
  skills: SkillsBase;
  technologies: TechnologyIndex;
  elements: PhraseMatcher<string>;
  activities: ActivityMatcher;
  licences: LicenceRule[];
}

const readers = new WeakMap<KnowledgeBase, CvReader>();

/** The indexes a reading needs, built once per knowledge base (about a quarter of a second). */
export function cvReader(knowledge: KnowledgeBase): CvReader {
  let reader = readers.get(knowledge);
  if (!reader) {
    const skills = loadSkills(knowledge);
    reader = {
      knowledge,
      skills,
      technologies: buildTechnologyIndex(skills),
      elements: buildPhraseMatcher(
        Object.entries(ELEMENT_PHRASES).flatMap(([id, phrases]) =>
          [...phrases.en, ...phrases.zh].map((phrase): [string, string] => [phrase, id]),
        ),
        { maskedChinese: ZH_MASKED_COMPOUNDS },
      ),
      activities: buildActivityMatcher(knowledge.iwas),
      licences: licenceRules(knowledge.byCode),
    };
    readers.set(knowledge, reader);
  }
  return reader;
}

function mainLanguage(lines: readonly SectionedLine[]): Language {
  const han = lines.filter((line) => hasHan(line.text)).length;
  return han * 2 >= lines.length ? 'zh' : 'en';
}

/** Sections where a skill word is a claim about the person, not a line of contact details. */
const READ_SECTIONS = new Set([
  'header',
  'summary',
  'experience',
  'internship',
  'projects',
  'skills',
  'certifications',
  'awards',
  'volunteer',
  'education',
  'other',
]);

/** Reads what a CV says about its author; every finding keeps the line it came from. */
export function readCv(text: string, asOf: YearMonth, reader: CvReader): CvReading {
  const lines = sectionLines(cvLines(text));
  const roles = readRoles(lines, asOf, reader.knowledge);
  const dated = monthsOfExperience(roles, asOf);
  const stated = statedYears(lines);
  const technologies: LineFinding<TechnologyTarget>[] = [];
  const elements: LineFinding<string>[] = [];
  const activities: LineFinding<string>[] = [];
  // The fields the titles point at: each title's best reading and those nearly as good.
  const titleGroups = new Set(
    roles.flatMap(({ job }) =>
      job.occupations
        .filter((occupation) => occupation.score >= (job.occupations[0]?.score ?? 0) - 0.1)
        .map((occupation) => occupation.code.slice(0, 2)),
    ),
  );
  for (const line of lines) {
    if (line.isHeading || !READ_SECTIONS.has(line.section)) continue;
    const hits = findTechnologies(line.text, reader.technologies);
    const context = { titleGroups, section: line.section, line: line.text, hits };
    for (const hit of hits) {
      if (!countsAsTechnology(hit, context, reader.skills)) continue;
      technologies.push({ value: hit.target, line: line.n, text: hit.text });
    }
    if (line.section === 'education' || line.section === 'certifications') continue;
    for (const hit of matchPhrases(line.text, reader.elements)) {
      for (const id of hit.values) elements.push({ value: id, line: line.n, text: hit.phrase });
    }
    if (line.section === 'skills') continue;
    for (const activity of matchActivities(line.text, reader.activities)) {
      activities.push({ value: activity.id, line: line.n, text: line.text });
    }
  }
  const useDates = dated > 0;
  return {
    lines,
    language: mainLanguage(lines),
    roles,
    monthsOfExperience: useDates ? dated : stated ? stated.years * 12 : null,
    experienceSource: useDates ? 'dates' : stated ? 'stated' : null,
    experienceLine: useDates ? null : (stated?.line ?? null),
    education: readEducation(lines),
    licences: readLicences(lines, reader.licences),
    languages: readLanguages(lines),
    technologies,
    elements,
    activities,
  };
}
