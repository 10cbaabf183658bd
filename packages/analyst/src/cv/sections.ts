import type { CvLine } from './cv-lines';

/** The parts of a CV that the reading treats differently. */
export type SectionKind =
  | 'header'
  | 'summary'
  | 'objective'
  | 'experience'
  | 'internship'
  | 'projects'
  | 'education'
  | 'skills'
  | 'languages'
  | 'certifications'
  | 'awards'
  | 'volunteer'
  | 'personal'
  | 'other';

/** Headings as CVs write them (our list), matched against the whole heading line. */
const HEADINGS: Record<Exclude<SectionKind, 'header'>, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'profile',
    'professional profile',
    'about',
    'about me',
    'overview',
    'highlights',
    'personal statement',
    '个人简介',
    '个人总结',
    '自我评价',
    '自我介绍',
    '个人优势',
    '个人评价',
    '职业概述',
    '个人概况',
  ],
  objective: [
    'objective',
    'career objective',
    'career goal',
    'job objective',
    'target role',
    '求职意向',
    '求职目标',
    '期望职位',
    '期望工作',
    '职业目标',
    '应聘职位',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'relevant experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'career',
    'experience and employment',
    'professional background',
    'positions held',
    'clinical experience',
    'teaching experience',
    'industry experience',
    'military experience',
    '工作经历',
    '工作经验',
    '职业经历',
    '任职经历',
    '工作履历',
    '从业经历',
    '主要工作经历',
    'employers',
    '单位',
    '工作单位',
    '任职单位',
    '就职单位',
  ],
  internship: ['internship', 'internships', 'internship experience', '实习经历', '实习经验'],
  projects: [
    'projects',
    'project',
    'project experience',
    'selected projects',
    'key projects',
    'personal projects',
    'portfolio',
    '项目经历',
    '项目经验',
    '主要项目',
    '项目',
    '作品集',
  ],
  education: [
    'education',
    'education and training',
    'education & training',
    'academic background',
    'academic qualifications',
    'qualifications',
    'training',
    'education and certifications',
    '教育背景',
    '教育经历',
    '学历',
    '学习经历',
    '教育及培训',
    '培训经历',
  ],
  skills: [
    'skills',
    'technical skills',
    'core skills',
    'key skills',
    'skills and tools',
    'skills & tools',
    'skills and abilities',
    'competencies',
    'core competencies',
    'areas of expertise',
    'expertise',
    'tools',
    'technologies',
    'tech stack',
    'technical proficiencies',
    'software',
    'computer skills',
    '专业技能',
    '技能',
    '技能特长',
    '个人技能',
    '职业技能',
    '技术栈',
    '专业能力',
    '技能证书',
    '技能与证书',
    '掌握技能',
    '核心技能',
  ],
  languages: [
    'languages',
    'language',
    'language skills',
    '语言能力',
    '语言',
    '外语能力',
    '语言技能',
  ],
  certifications: [
    'certifications',
    'certification',
    'certificates',
    'licenses',
    'licences',
    'licenses and certifications',
    'licenses & certifications',
    'certifications and licenses',
    '证书',
    '资格证书',
    '所获证书',
    '职业资格',
    '证书与资质',
    '资质证书',
  ],
  awards: [
    'awards',
    'honors',
    'honours',
    'achievements',
    'awards and honors',
    'accomplishments',
    '荣誉',
    '获奖情况',
    '获奖经历',
    '荣誉奖项',
    '荣誉证书',
    '奖项',
  ],
  volunteer: [
    'volunteer',
    'volunteering',
    'volunteer experience',
    'community involvement',
    'leadership and activities',
    'activities',
    'extracurricular activities',
    '志愿者经历',
    '社会实践',
    '校园经历',
    '在校经历',
    '社团经历',
  ],
  personal: [
    'contact',
    'contact information',
    'personal information',
    'personal details',
    'personal data',
    '基本信息',
    '个人信息',
    '联系方式',
    '个人资料',
  ],
  other: [
    'interests',
    'hobbies',
    'references',
    'publications',
    'additional information',
    'other',
    '兴趣爱好',
    '爱好',
    '其他',
    '附加信息',
    '发表论文',
  ],
};

const HEADING_KIND = new Map<string, SectionKind>(
  Object.entries(HEADINGS).flatMap(([kind, names]) =>
    names.map((name) => [headingKey(name), kind as SectionKind]),
  ),
);

function headingKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/^(?:[一二三四五六七八九十]+[、.．]|\d{1,2}[.、)]|[a-z][.)])\s*/u, '')
    .replace(/[（(][^）)]*[）)]/g, ' ')
    .replace(/[【】[\]■□◆◇●○▌|｜:：#*_=~\-–—/]+/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words that may stand around heading words: "Relevant Work Experience", "Earlier career". */
const HEADING_FILLERS = new Set(
  'and of the my key relevant other additional selected recent earlier previous prior professional technical work core main full'.split(
    ' ',
  ),
);
const HEADING_WORDS = new Map<string, SectionKind>(
  [...HEADING_KIND].filter(([name]) => !name.includes(' ') && !/\p{Script=Han}/u.test(name)),
);

function kindOfKey(key: string): SectionKind | null {
  const exact = HEADING_KIND.get(key) ?? HEADING_KIND.get(key.replace(/ /g, ''));
  if (exact) return exact;
  // "Work Experiences", "Educations": a heading we know, written in the plural.
  const singular = /[a-z]{4}s$/.test(key) ? HEADING_KIND.get(key.slice(0, -1)) : undefined;
  if (singular) return singular;
  // "Work Experience 工作经历": each script's half is a heading of its own.
  const han = key.replace(/[^\p{Script=Han}]/gu, '');
  const latin = key
    .replace(/\p{Script=Han}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (han && latin) return kindOfKey(han) ?? kindOfKey(latin);
  if (han) return HEADING_KIND.get(han) ?? workHeading([...han].length <= 6, han) ?? null;
  // "Education & Qualifications", "Earlier Career": heading words and fillers only.
  const words = key.split(' ');
  if (words.length > 5 || !words.every((w) => HEADING_WORDS.has(w) || HEADING_FILLERS.has(w)))
    return workHeading(words.length <= 5, key);
  // "Other skills" is a skills section: a word that names a kind says more than "other".
  const kinds = words.flatMap((w) => HEADING_WORDS.get(w) ?? []);
  return kinds.find((kind) => kind !== 'other') ?? kinds[0] ?? null;
}

/**
 * "Classroom Experience", "Co-op & Internship Experience", "教学经历": a few words ending in one
 * that names a work history open a work section, whatever the words before it.
 */
function workHeading(isShort: boolean, key: string): SectionKind | null {
  if (!isShort || !/(?:\bexperience|\bhistory|\bemployment|经历|经验)$/u.test(key)) return null;
  return /\bintern|\bco op\b|实习/u.test(key) ? 'internship' : 'experience';
}

/** The section a heading line opens, or null when the line is not a heading. */
export function headingKind(line: CvLine): SectionKind | null {
  if (line.text.length > 40 || /\d{4}/.test(line.text)) return null;
  return kindOfKey(headingKey(line.text));
}

/**
 * "技能：Python、SQL" or "Skills: Python, SQL": a heading with its content on the same line.
 * Returns the kind and where the content starts.
 */
export function inlineHeading(text: string): { kind: SectionKind; rest: number } | null {
  const match = /^([^:：]{1,24})[:：]\s*/u.exec(text);
  if (!match) return null;
  const kind = kindOfKey(headingKey(match[1]!));
  return kind ? { kind, rest: match[0].length } : null;
}

export interface SectionedLine extends CvLine {
  section: SectionKind;
  /** This line is the section's heading. */
  isHeading: boolean;
}

/**
 * Gives each line the section it belongs to: the last heading above it, or `header` before the
 * first heading. A CV without headings is all `header`, and the reading falls back on the shape of
 * each line.
 */
export function sectionLines(lines: readonly CvLine[]): SectionedLine[] {
  let current: SectionKind = 'header';
  return lines.map((line) => {
    const kind = headingKind(line);
    if (kind) {
      current = kind;
      return { ...line, section: kind, isHeading: true };
    }
    return { ...line, section: current, isHeading: false };
  });
}

/** Sections whose dated lines are jobs held (or done, for projects). */
export const WORK_SECTIONS: ReadonlySet<SectionKind> = new Set([
  'header',
  'experience',
  'internship',
  'volunteer',
  'other',
]);
