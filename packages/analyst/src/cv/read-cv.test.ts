import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { judgeCv } from './cv-verdict';
import { cvReader, readCv } from './read-cv';
import { NOVEL_CHAPTER, RECIPE, RECIPE_ZH, SHORT_CV_EN, SHORT_CV_ZH } from './testing/sample-texts';

const knowledge = loadKnowledge();
const reader = cvReader(knowledge);
const asOf = { year: 2026, month: 11 };
const technologyNames = (text: string) =>
  readCv(text, asOf, reader).technologies.map((t) =>
    t.value.kind === 'technology' ? reader.skills.technologies[t.value.id]!.name : t.value.code,
  );

describe('reading an English CV', () => {
  const cv = readCv(SHORT_CV_EN, asOf, reader);

  it('finds the jobs held with their dates, and the current one refined by its unit', () => {
    const held = cv.roles.filter((r) => r.kind === 'held');
    expect(held.map((r) => r.title)).toEqual(['Registered Nurse', 'Licensed Practical Nurse']);
    expect(held[0]!.end).toBe('present');
    // "Medical ICU" beside the title makes it a critical care nurse.
    expect(held[0]!.job.occupations[0]!.code).toBe('29-1141.03');
    expect(held[1]!.job.occupations[0]!.code).toBe('29-2061.00');
    expect(cv.monthsOfExperience).toBe(4 * 12 + 90);
  });

  it('finds education, languages with their levels, and software', () => {
    expect(cv.education).toMatchObject({ level: 'bachelor', field: 'Nursing' });
    expect(cv.languages.map((l) => [l.code, l.level])).toEqual([
      ['en', 'native'],
      ['es', 'fluent'],
    ]);
    expect(technologyNames(SHORT_CV_EN)).toEqual(
      expect.arrayContaining(['Epic Systems', 'Microsoft Excel']),
    );
  });

  it('links lines to skills and work activities', () => {
    expect(cv.elements.some((e) => e.value === '2.C.5.a')).toBe(true);
    expect(cv.elements.every((e) => cv.lines.some((l) => l.n === e.line))).toBe(true);
  });

  it('is a CV', () => {
    expect(judgeCv(SHORT_CV_EN, cv, asOf)).toEqual({ kind: 'cv' });
  });
});

describe('reading a Chinese CV', () => {
  const cv = readCv(SHORT_CV_ZH, asOf, reader);

  it('finds the titles on date lines between company names', () => {
    const held = cv.roles.filter((r) => r.kind === 'held');
    expect(held.map((r) => r.title)).toEqual(['高级Java开发工程师', 'Java开发工程师']);
    expect(held[0]!.job.occupations[0]!.code).toBe('15-1252.00');
    expect(cv.language).toBe('zh');
  });

  it('finds the degree and major, the English certificate and the software', () => {
    expect(cv.education).toMatchObject({ level: 'bachelor', field: '计算机科学与技术' });
    expect(cv.languages).toEqual([expect.objectContaining({ code: 'en', level: 'professional' })]);
    expect(technologyNames(SHORT_CV_ZH)).toEqual(
      expect.arrayContaining([
        'Spring Boot',
        'MySQL',
        'Redis',
        'Apache Kafka',
        'Docker',
        'Kubernetes',
      ]),
    );
  });
});

describe('what is not a CV', () => {
  it.each([
    ['a recipe', RECIPE],
    ['a chapter of a novel', NOVEL_CHAPTER],
    ['a Chinese recipe', RECIPE_ZH],
  ])('%s is refused as not a CV', (_name, text) => {
    expect(judgeCv(text, readCv(text, asOf, reader), asOf)).toEqual({ kind: 'not_a_cv' });
  });

  it('a near-empty text is empty, whatever it contains', () => {
    for (const text of ['', '   \n\n', 'Nurse', '\u0000\u0000\u0000', '- - -\n***']) {
      expect(judgeCv(text, readCv(text, asOf, reader), asOf)).toEqual({ kind: 'empty' });
    }
  });

  it('a three-line CV that tells its job in a sentence is read, not refused', () => {
    const text = [
      'Dana Kim - dana.kim@example.com - 206-555-0142 - Seattle WA',
      'Neighbourhood bakeries, 2019-now: bread, pastry, early shifts, ordering.',
      'Currently lead baker at Rye & Crumb Bakery (4 yrs). Food handler card.',
    ].join('\n');
    const reading = readCv(text, asOf, reader);
    expect(judgeCv(text, reading, asOf)).toEqual({ kind: 'cv' });
    expect(reading.roles.map((role) => role.job.occupations[0]?.code)).toContain('51-3011.00');
  });

  it('a chef is not matched to DevOps software, but a skills section still counts weak names', () => {
    expect(technologyNames('Worked as a Chef at The Ivy, using a Blender daily')).toEqual([]);
    expect(technologyNames('SKILLS\nChef, Puppet, Ansible')).toEqual(
      expect.arrayContaining(['Chef', 'Puppet', 'Ansible software']),
    );
  });
});

describe('reading skills from lines', () => {
  const elementsOf = (text: string) =>
    readCv(text, asOf, reader).elements.map(
      (e) => reader.skills.elements[reader.skills.elementIndex.get(e.value)!]!.name,
    );

  it('takes one-word phrases as written, not by a stem another word shares', () => {
    const cv = [
      'Staff Backend Engineer | Tallymint | Mar 2021 – Present',
      '- Cut p99 write latency from 180 ms to 35 ms with zero downtime',
      '- Mentored four engineers to promotion; fixed services in production',
    ].join('\n');
    const found = elementsOf(cv);
    // "engineer" is not "engines", "write" is not "writing", "Present" is not "presented".
    expect(found).not.toContain('Mechanical');
    expect(found).not.toContain('Writing');
    expect(found).not.toContain('Speaking');
    expect(found).not.toContain('Sales and Marketing');
    expect(found).toEqual(expect.arrayContaining(['Programming', 'Instructing']));
  });

  it('still takes a plural, and phrases of several words by their stems', () => {
    const found = elementsOf('- Gave keynotes and wrote grant applications; managed budgets');
    expect(found).toEqual(
      expect.arrayContaining(['Speaking', 'Management of Financial Resources']),
    );
  });
});
