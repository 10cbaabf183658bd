import { z } from 'zod';
import { CV_EDITOR } from '../constants';
import { ZLanguage } from '../common/language';

/**
 * The CV as it travels: a JSON Resume document (https://jsonresume.org/schema), so any JSON
 * Resume tool reads what we write. `basics.label` is the title. What JSON Resume has no place for
 * lives under `meta.irreplaceable`. Unknown keys are kept, so a file made by another tool comes
 * back out with everything it brought. Every text has a length limit, checked here on both sides.
 */

export const USER_TYPES = [
  'student',
  'graduate',
  'experienced',
  'career_changer',
  'returning',
] as const;
export const ZUserType = z.enum(USER_TYPES);
export type TUserType = z.infer<typeof ZUserType>;

/** The sections a person can reorder and hide; `basics` always leads. */
export const CV_SECTIONS = [
  'summary',
  'work',
  'education',
  'skills',
  'languages',
  'projects',
  'achievements',
  'values',
] as const;
export const ZCvSection = z.enum(CV_SECTIONS);
export type TCvSection = z.infer<typeof ZCvSection>;

export const ZCvTemplate = z.enum(CV_EDITOR.templates);
export type TCvTemplate = z.infer<typeof ZCvTemplate>;
export const ZCvPaper = z.enum(CV_EDITOR.papers);
export type TCvPaper = z.infer<typeof ZCvPaper>;

/** Field limits, in characters; the editor's inputs carry the same numbers. */
export const CV_LIMITS = {
  name: 80,
  label: 100,
  phone: 40,
  email: 254,
  place: 80,
  zodiac: 20,
  summary: 2_000,
  organisation: 120,
  position: 100,
  date: 10,
  highlight: 300,
  highlights: 12,
  work: 20,
  education: 10,
  courses: 30,
  course: 80,
  skills: 50,
  skillName: 60,
  level: 40,
  languages: 20,
  projects: 20,
  url: 300,
  achievements: 20,
  achievement: 300,
  goals: 1_000,
} as const;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).optional();

/** JSON Resume dates: YYYY, YYYY-MM or YYYY-MM-DD. No end date means "to the present". */
export const ZCvDate = z
  .string()
  .trim()
  .regex(/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, 'date')
  .optional()
  .or(z.literal('').transform(() => undefined));

const PHOTO_PREFIX = /^data:image\/jpeg;base64,[A-Za-z0-9+/]+={0,2}$/;
/**
 * A photo is a JPEG carried inside the CV, so nothing is fetched to draw it. The editor turns any
 * picture into one (which also drops its EXIF metadata, GPS position included); PNG is refused
 * because a corrupt one breaks the PDF renderer's decoder instead of failing cleanly.
 */
export const ZCvPhoto = z
  .string()
  .max(Math.ceil((CV_EDITOR.photoMaxBytes * 4) / 3) + 40, 'photo_size')
  .regex(PHOTO_PREFIX, 'photo_type')
  .refine(photoBytesMatchType, 'photo_type');

/** The bytes must be what the data URL says: a JPEG signature, not just its name. */
function photoBytesMatchType(dataUrl: string): boolean {
  const data = dataUrl.slice(dataUrl.indexOf(',') + 1);
  try {
    return atob(data.slice(0, 4)).startsWith('\xff\xd8\xff');
  } catch {
    return false;
  }
}

export const ZCvBasics = z.looseObject({
  name: optionalText(CV_LIMITS.name),
  label: optionalText(CV_LIMITS.label),
  image: ZCvPhoto.optional().or(z.literal('').transform(() => undefined)),
  email: z
    .email()
    .max(CV_LIMITS.email)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  phone: optionalText(CV_LIMITS.phone),
  summary: optionalText(CV_LIMITS.summary),
  location: z
    .looseObject({
      city: optionalText(CV_LIMITS.place),
      region: optionalText(CV_LIMITS.place),
      countryCode: optionalText(CV_LIMITS.place),
    })
    .optional(),
});

const ZHighlights = z.array(text(CV_LIMITS.highlight)).max(CV_LIMITS.highlights);

export const ZCvWork = z.looseObject({
  name: optionalText(CV_LIMITS.organisation),
  position: optionalText(CV_LIMITS.position),
  location: optionalText(CV_LIMITS.place),
  startDate: ZCvDate,
  endDate: ZCvDate,
  summary: optionalText(CV_LIMITS.summary),
  highlights: ZHighlights.optional(),
});
export type TCvWork = z.infer<typeof ZCvWork>;

export const ZCvEducation = z.looseObject({
  institution: optionalText(CV_LIMITS.organisation),
  studyType: optionalText(CV_LIMITS.position),
  area: optionalText(CV_LIMITS.position),
  startDate: ZCvDate,
  endDate: ZCvDate,
  courses: z.array(text(CV_LIMITS.course)).max(CV_LIMITS.courses).optional(),
});
export type TCvEducation = z.infer<typeof ZCvEducation>;

export const ZCvSkill = z.looseObject({
  name: optionalText(CV_LIMITS.skillName),
  level: optionalText(CV_LIMITS.level),
});
export type TCvSkill = z.infer<typeof ZCvSkill>;

export const ZCvLanguage = z.looseObject({
  language: optionalText(CV_LIMITS.skillName),
  fluency: optionalText(CV_LIMITS.level),
});
export type TCvLanguage = z.infer<typeof ZCvLanguage>;

export const ZCvProject = z.looseObject({
  name: optionalText(CV_LIMITS.organisation),
  description: optionalText(CV_LIMITS.summary),
  url: optionalText(CV_LIMITS.url),
  startDate: ZCvDate,
  endDate: ZCvDate,
  highlights: ZHighlights.optional(),
});
export type TCvProject = z.infer<typeof ZCvProject>;

/** Our own fields, under `meta.irreplaceable`. */
export const ZCvExtras = z.looseObject({
  user_type: ZUserType.optional(),
  country: optionalText(CV_LIMITS.place),
  zodiac: optionalText(CV_LIMITS.zodiac),
  mbti: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([EI][NS][TF][JP](-[AT])?)?$/, 'mbti')
    .optional(),
  goals: optionalText(CV_LIMITS.goals),
  achievements: z.array(text(CV_LIMITS.achievement)).max(CV_LIMITS.achievements).optional(),
  section_order: z.array(ZCvSection).max(CV_SECTIONS.length).optional(),
  hidden_sections: z.array(ZCvSection).max(CV_SECTIONS.length).optional(),
  language: ZLanguage.optional(),
});
export type TCvExtras = z.infer<typeof ZCvExtras>;

export const ZCvDocument = z.looseObject({
  $schema: z.string().max(CV_LIMITS.url).optional(),
  basics: ZCvBasics.default({}),
  work: z.array(ZCvWork).max(CV_LIMITS.work).default([]),
  education: z.array(ZCvEducation).max(CV_LIMITS.education).default([]),
  skills: z.array(ZCvSkill).max(CV_LIMITS.skills).default([]),
  languages: z.array(ZCvLanguage).max(CV_LIMITS.languages).default([]),
  projects: z.array(ZCvProject).max(CV_LIMITS.projects).default([]),
  meta: z.looseObject({ irreplaceable: ZCvExtras.default({}) }).default({ irreplaceable: {} }),
});
export type TCvDocument = z.infer<typeof ZCvDocument>;
export type TCvDocumentInput = z.input<typeof ZCvDocument>;

/** Where a required part is missing, named as the editor's fields are. */
export const CV_REQUIRED = [
  'basics.label',
  'meta.irreplaceable.user_type',
  'work',
  'education',
  'skills',
  'languages',
] as const;
export type TCvRequired = (typeof CV_REQUIRED)[number];

const filled = (value: string | undefined) => Boolean(value && value.trim());

/**
 * The required parts a CV still lacks (spec 000 section 5): a title, a user type, and at least
 * one work entry (a position or an employer), one education entry (an institution or a degree),
 * one skill and one language. An empty list means the CV is complete.
 */
export function missingCvParts(cv: TCvDocument): TCvRequired[] {
  const missing: TCvRequired[] = [];
  if (!filled(cv.basics.label)) missing.push('basics.label');
  if (!cv.meta.irreplaceable.user_type) missing.push('meta.irreplaceable.user_type');
  if (!cv.work.some((entry) => filled(entry.position) || filled(entry.name))) missing.push('work');
  if (!cv.education.some((entry) => filled(entry.institution) || filled(entry.studyType))) {
    missing.push('education');
  }
  if (!cv.skills.some((entry) => filled(entry.name))) missing.push('skills');
  if (!cv.languages.some((entry) => filled(entry.language))) missing.push('languages');
  return missing;
}

/** The section order a CV shows: its own, then any section it does not name, in the default order. */
export function cvSectionOrder(cv: TCvDocument): TCvSection[] {
  const own = cv.meta.irreplaceable.section_order ?? [];
  const seen = new Set<TCvSection>();
  const order: TCvSection[] = [];
  for (const section of [...own, ...CV_SECTIONS]) {
    if (seen.has(section)) continue;
    seen.add(section);
    order.push(section);
  }
  return order;
}

/** POST /cv/pdf (signed in): the same PDF the browser exports. */
export const ZCvPdfRequest = z.object({
  cv: ZCvDocument,
  template: ZCvTemplate.default('classic'),
  language: ZLanguage,
  paper: ZCvPaper.default('a4'),
});
export type TCvPdfRequest = z.input<typeof ZCvPdfRequest>;
