import type { Language } from '@irreplaceable/contracts/constants';
import type { TCvSection, TUserType } from '@irreplaceable/contracts/cv/cv-document';

/** The words a CV prints around what the person wrote, in the CV's language. */
export const SECTION_HEADINGS: Record<TCvSection, Record<Language, string>> = {
  summary: { en: 'Profile', zh: '个人简介' },
  work: { en: 'Work experience', zh: '工作经历' },
  education: { en: 'Education', zh: '教育背景' },
  skills: { en: 'Skills', zh: '专业技能' },
  languages: { en: 'Languages', zh: '语言能力' },
  projects: { en: 'Projects', zh: '项目经历' },
  achievements: { en: 'Achievements', zh: '荣誉与成就' },
  values: { en: 'Values and goals', zh: '价值观与目标' },
};

export const USER_TYPE_NAMES: Record<TUserType, Record<Language, string>> = {
  student: { en: 'Student', zh: '在校学生' },
  graduate: { en: 'Recent graduate', zh: '应届毕业生' },
  experienced: { en: 'Experienced professional', zh: '职场人士' },
  career_changer: { en: 'Career changer', zh: '转行者' },
  returning: { en: 'Returning to work', zh: '重返职场' },
};

export const CV_WORDS = {
  present: { en: 'Present', zh: '至今' },
  courses: { en: 'Courses', zh: '主修课程' },
  mbti: { en: 'MBTI', zh: 'MBTI' },
  zodiac: { en: 'Zodiac', zh: '星座' },
  goals: { en: 'Goals', zh: '职业目标' },
  separator: { en: ', ', zh: '，' },
  /** Between the items of a list (courses). */
  list: { en: ', ', zh: '、' },
} as const;

const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** A JSON Resume date as a reader expects it: "Mar 2021", "2021年3月"; a bare year stays a year. */
export function formatCvDate(date: string, language: Language): string {
  const [year, month] = date.split('-');
  if (!year) return '';
  if (!month) return language === 'zh' ? `${year}年` : year;
  const monthNumber = Number(month);
  return language === 'zh' ? `${year}年${monthNumber}月` : `${MONTHS_EN[monthNumber - 1]} ${year}`;
}

/**
 * A span of time: "Mar 2021 – Present", "2021年3月 – 至今". A start without an end runs to the
 * present; an end alone is a single date (a degree's year); neither gives nothing.
 */
export function formatCvRange(
  start: string | undefined,
  end: string | undefined,
  language: Language,
): string {
  if (!start) return end ? formatCvDate(end, language) : '';
  const until = end ? formatCvDate(end, language) : CV_WORDS.present[language];
  return `${formatCvDate(start, language)} – ${until}`;
}
