import { describe, expect, it } from 'vitest';
import { CV_LIMITS, ZCvDocument, cvSectionOrder, missingCvParts } from './cv-document';

/** A JSON Resume file as another tool writes it, with sections we do not edit. */
const FROM_ANOTHER_TOOL = {
  $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
  basics: {
    name: 'Wei Zhang',
    label: 'Data Analyst',
    email: 'wei@example.com',
    url: 'https://wei.example.com',
    location: { city: 'Singapore', countryCode: 'SG' },
    profiles: [{ network: 'GitHub', username: 'weiz' }],
  },
  work: [
    { name: 'Acme', position: 'Analyst', startDate: '2020-01', highlights: ['Built dashboards'] },
  ],
  volunteer: [{ organization: 'Code Club', position: 'Mentor' }],
  education: [{ institution: 'NUS', area: 'Statistics', studyType: 'BSc', endDate: '2019' }],
  skills: [{ name: 'SQL', level: 'Advanced', keywords: ['PostgreSQL'] }],
  languages: [{ language: 'English', fluency: 'Fluent' }],
  interests: [{ name: 'Chess' }],
  meta: { version: 'v1.0.0', irreplaceable: { user_type: 'experienced', mbti: 'intj' } },
};

describe('the CV document', () => {
  it('reads a JSON Resume file and writes it back with nothing lost', () => {
    const cv = ZCvDocument.parse(FROM_ANOTHER_TOOL);
    expect(cv.meta.irreplaceable.mbti).toBe('INTJ');
    const written = JSON.parse(JSON.stringify(cv));
    expect(written.volunteer).toEqual(FROM_ANOTHER_TOOL.volunteer);
    expect(written.interests).toEqual(FROM_ANOTHER_TOOL.interests);
    expect(written.basics.profiles).toEqual(FROM_ANOTHER_TOOL.basics.profiles);
    expect(written.skills[0].keywords).toEqual(['PostgreSQL']);
    expect(written.meta.version).toBe('v1.0.0');
    expect(ZCvDocument.parse(written)).toEqual(cv);
  });

  it('names the required parts that are missing', () => {
    expect(missingCvParts(ZCvDocument.parse({}))).toEqual([
      'basics.label',
      'meta.irreplaceable.user_type',
      'work',
      'education',
      'skills',
      'languages',
    ]);
    expect(missingCvParts(ZCvDocument.parse(FROM_ANOTHER_TOOL))).toEqual([]);
    const blankEntries = ZCvDocument.parse({
      ...FROM_ANOTHER_TOOL,
      basics: { label: '   ' },
      work: [{ name: ' ', position: '' }],
      skills: [{ level: 'Expert' }],
    });
    expect(missingCvParts(blankEntries)).toEqual(['basics.label', 'work', 'skills']);
  });

  it('refuses text over its limit, bad dates, bad MBTI and photos that are not images', () => {
    const tooLong = ZCvDocument.safeParse({ basics: { label: 'x'.repeat(CV_LIMITS.label + 1) } });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.path).toEqual(['basics', 'label']);
    expect(ZCvDocument.safeParse({ work: [{ startDate: '2021-13' }] }).success).toBe(false);
    expect(ZCvDocument.safeParse({ work: [{ startDate: 'March 2021' }] }).success).toBe(false);
    expect(
      ZCvDocument.safeParse({ work: [{ startDate: '' }] }).data?.work[0]?.startDate,
    ).toBeUndefined();
    expect(ZCvDocument.safeParse({ meta: { irreplaceable: { mbti: 'ABCD' } } }).success).toBe(
      false,
    );
    expect(ZCvDocument.safeParse({ meta: { irreplaceable: { user_type: 'boss' } } }).success).toBe(
      false,
    );
    expect(ZCvDocument.safeParse({ basics: { image: 'https://example.com/me.png' } }).success).toBe(
      false,
    );
    expect(
      ZCvDocument.safeParse({ basics: { image: 'data:image/svg+xml;base64,PHN2Zz4=' } }).success,
    ).toBe(false);
    expect(
      ZCvDocument.safeParse({ basics: { image: 'data:image/png;base64,iVBORw0KGgo=' } }).success,
    ).toBe(false);
    // A GIF that calls itself a JPEG.
    expect(
      ZCvDocument.safeParse({ basics: { image: 'data:image/jpeg;base64,R0lGODlhAQABAAAAACw=' } })
        .success,
    ).toBe(false);
    expect(
      ZCvDocument.safeParse({ basics: { image: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==' } })
        .success,
    ).toBe(true);
    expect(
      ZCvDocument.safeParse({ work: Array.from({ length: CV_LIMITS.work + 1 }, () => ({})) })
        .success,
    ).toBe(false);
  });

  it('keeps the person’s section order and fills in the sections it leaves out', () => {
    const cv = ZCvDocument.parse({
      meta: { irreplaceable: { section_order: ['skills', 'work', 'skills'] } },
    });
    expect(cvSectionOrder(cv)).toEqual([
      'skills',
      'work',
      'summary',
      'education',
      'languages',
      'projects',
      'achievements',
      'values',
    ]);
  });
});
