import type { Language } from '@irreplaceable/contracts/constants';
import { CV_LIMITS, type TCvDocumentInput } from '@irreplaceable/contracts/cv/cv-document';
import type { KnowledgeBase } from '../knowledge/load-knowledge';
import { findDateRanges, type YearMonth } from './date-ranges';
import { cvReader, readCv } from './read-cv';
import { LANGUAGE_NAMES } from './read-languages';
import { readPersonName } from './read-name';
import { ORG_EN, ORG_ZH } from './read-roles';
import type { SectionedLine } from './sections';
import { EDUCATION_LEVEL_LABEL, LANGUAGE_LEVEL_LABEL } from './wording/cv-labels';
import { namesFor } from './wording/present-cv';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const PHONE = /(?:\+?\d[\d\s-]{7,}\d)/;
const SCHOOL = /大学|学院|学校|中学|University|College|School|Institute|Academy/i;
const PIECES = /\s{2,}|\s*[|｜•·]\s*|，|,\s+/;
const LIST = /\s*[,，、;；/|｜]\s*/;

const monthText = (date: YearMonth) => `${date.year}-${String(date.month ?? 1).padStart(2, '0')}`;
const cut = (text: string, max: number) => text.slice(0, max).trim();

/** The line with its dates taken out, in pieces: "2021.03-至今  星河云  产品经理" → [星河云, 产品经理]. */
function piecesWithoutDates(line: string, asOf: YearMonth): string[] {
  let rest = line;
  for (const range of findDateRanges(line, asOf).reverse()) {
    rest = `${rest.slice(0, range.index)}  ${rest.slice(range.index + range.length)}`;
  }
  return rest
    .split(PIECES)
    .map((piece) => piece.replace(/^[\s\-–—:：]+|[\s\-–—:：]+$/g, ''))
    .filter((piece) => /[\p{L}\p{N}]/u.test(piece));
}

/**
 * A CV's text read into the editor's fields (a JSON Resume document), for the person to review
 * before it replaces anything: the name and contacts at the top, each job with its dates, employer
 * and the lines under it, the education, the skills listed, the languages, the summary. What the
 * text does not say stays empty; nothing is made up. The user type is left for the person.
 */
export function readCvFields(
  text: string,
  knowledge: KnowledgeBase,
  options: { asOf: YearMonth },
): { cv: TCvDocumentInput; language: Language } {
  const reading = readCv(text, options.asOf, cvReader(knowledge));
  const language = reading.language;
  const lines = reading.lines;
  const byNumber = new Map(lines.map((line) => [line.n, line]));
  const quote = (n: number) => byNumber.get(n)?.quote ?? '';
  const bodyOf = (section: SectionedLine['section']) =>
    lines.filter((line) => line.section === section && !line.isHeading);

  const header = bodyOf('header');
  const email = text.match(EMAIL)?.[0];
  const phone = header.map((line) => line.quote.match(PHONE)?.[0]).find(Boolean);
  const name = readPersonName(reading);

  const held = reading.roles.filter((role) => role.kind === 'held');
  const roleLines = new Set(held.flatMap((role) => [role.line, role.dateLine ?? role.line]));
  const work = held.slice(0, CV_LIMITS.work).map((role) => {
    const own = [role.line, role.dateLine].filter((n): n is number => n !== null);
    const employer = own
      .flatMap((n) => piecesWithoutDates(quote(n), options.asOf))
      .find(
        (piece) =>
          piece !== role.title &&
          (ORG_ZH.test(piece) || ORG_EN.test(piece) || piece.length > 2) &&
          !piece.includes(role.title),
      );
    const last = Math.max(...own);
    const section = byNumber.get(role.line)?.section;
    // The lines under the job: each bullet a highlight, a lowercase line the rest of the one
    // before; after bullets, a line that is none (an unmarked heading) ends the job.
    const highlights: string[] = [];
    let bullets = false;
    for (const line of lines) {
      if (line.n <= last || line.section !== section) continue;
      if (roleLines.has(line.n) || line.isHeading) break;
      if (!line.bullet && /^[a-z]/.test(line.quote) && highlights.length > 0) {
        highlights[highlights.length - 1] = cut(
          `${highlights.at(-1)} ${line.quote}`,
          CV_LIMITS.highlight,
        );
        continue;
      }
      if (bullets && !line.bullet) break;
      if (highlights.length >= CV_LIMITS.highlights) break;
      bullets ||= line.bullet;
      highlights.push(cut(line.quote, CV_LIMITS.highlight));
    }
    return {
      position: cut(role.title, CV_LIMITS.position),
      name: employer ? cut(employer, CV_LIMITS.organisation) : undefined,
      startDate: role.start ? monthText(role.start) : undefined,
      endDate: role.end && role.end !== 'present' ? monthText(role.end) : undefined,
      highlights,
    };
  });

  const education = reading.education;
  const schoolLines = bodyOf('education');
  const schoolLine = education ? quote(education.line) : (schoolLines[0]?.quote ?? '');
  const institution = piecesWithoutDates(schoolLine, options.asOf).find((piece) =>
    SCHOOL.test(piece),
  );
  const educationEntry =
    education || institution
      ? [
          {
            institution: institution ? cut(institution, CV_LIMITS.organisation) : undefined,
            studyType: education ? EDUCATION_LEVEL_LABEL[education.level][language] : undefined,
            area: education?.field ? cut(education.field, CV_LIMITS.position) : undefined,
            ...(() => {
              const range = findDateRanges(schoolLine, options.asOf)[0];
              if (!range) return {};
              return {
                startDate: monthText(range.start),
                endDate: range.end === 'present' ? undefined : monthText(range.end),
              };
            })(),
          },
        ]
      : [];

  const languageLines = new Set(reading.languages.map((entry) => entry.line));
  const listed = bodyOf('skills')
    .filter((line) => !languageLines.has(line.n))
    .flatMap((line) => line.quote.replace(/^[^:：]{1,12}[:：]/, '').split(LIST));
  // Without a skills list, the software the CV names anywhere is a start the person can edit.
  const names = namesFor(knowledge, language);
  const software = [
    ...new Set(
      reading.technologies.map(({ value }) =>
        value.kind === 'technology' ? `t:${value.id}` : `c:${value.code}`,
      ),
    ),
  ]
    .filter((ref) => ref.startsWith('t:'))
    .map((ref) => names.technology(ref));
  const skillNames = [
    ...new Set(
      (listed.length > 0 ? listed : software)
        .map((name) => name.trim())
        .filter((name) => name.length >= 2 && name.length <= CV_LIMITS.skillName),
    ),
  ].slice(0, CV_LIMITS.skills);

  const summary = [...bodyOf('summary'), ...bodyOf('objective')]
    .map((line) => line.quote)
    .join('\n');
  const headline = reading.roles.find((role) => role.kind === 'headline');
  const current = held.find((role) => role.end === 'present') ?? held[0];

  return {
    language,
    cv: {
      basics: {
        name: name ? cut(name, CV_LIMITS.name) : undefined,
        label: cut(headline?.title ?? current?.title ?? '', CV_LIMITS.label) || undefined,
        email: email && email.length <= CV_LIMITS.email ? email : undefined,
        phone: phone ? cut(phone, CV_LIMITS.phone) : undefined,
        summary: summary ? cut(summary, CV_LIMITS.summary) : undefined,
      },
      work,
      education: educationEntry,
      skills: skillNames.map((name) => ({ name })),
      languages: reading.languages.slice(0, CV_LIMITS.languages).map((entry) => ({
        language: LANGUAGE_NAMES[entry.code]?.[language] ?? entry.code,
        fluency: entry.level ? LANGUAGE_LEVEL_LABEL[entry.level][language] : undefined,
      })),
      projects: [],
      meta: { irreplaceable: { language } },
    },
  };
}
