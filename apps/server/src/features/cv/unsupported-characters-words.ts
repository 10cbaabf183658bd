import type { Language } from '@irreplaceable/contracts/constants';
import type { CvField, CvFieldName } from '@irreplaceable/cv-pdf/cv-texts';
import type {
  UnsupportedCharacter,
  UnsupportedReason,
} from '@irreplaceable/cv-pdf/unsupported-characters';
import { groupByField } from '@irreplaceable/cv-pdf/unsupported-groups';

type Words = Record<Language, string>;

/** Field names as the editor labels them, worded to sit inside a sentence. */
const FIELD_NAMES: Record<Exclude<CvFieldName, 'highlight' | 'course' | 'achievement'>, Words> = {
  name: { en: 'name', zh: '姓名' },
  label: { en: 'title', zh: '职位头衔' },
  phone: { en: 'phone', zh: '电话' },
  email: { en: 'e-mail', zh: '邮箱' },
  city: { en: 'city', zh: '城市' },
  country: { en: 'country or region', zh: '国家或地区' },
  summary: { en: 'profile', zh: '个人简介' },
  position: { en: 'position', zh: '职位' },
  employer: { en: 'employer', zh: '单位' },
  location: { en: 'location', zh: '地点' },
  workSummary: { en: 'line on the role', zh: '工作简介' },
  institution: { en: 'school', zh: '学校' },
  degree: { en: 'degree', zh: '学历' },
  major: { en: 'major', zh: '专业' },
  skill: { en: 'name', zh: '名称' },
  proficiency: { en: 'proficiency', zh: '熟练程度' },
  language: { en: 'name', zh: '名称' },
  level: { en: 'level', zh: '水平' },
  project: { en: 'name', zh: '名称' },
  description: { en: 'description', zh: '描述' },
  url: { en: 'link', zh: '链接' },
  zodiac: { en: 'zodiac sign', zh: '星座' },
  goals: { en: 'goals', zh: '职业目标' },
};

/** The nth line of a list: "highlight 2", "第 2 条要点". */
const LINES: Record<'highlight' | 'course' | 'achievement', (n: number) => Words> = {
  highlight: (n) => ({ en: `highlight ${n}`, zh: `第 ${n} 条要点` }),
  course: (n) => ({ en: `course ${n}`, zh: `第 ${n} 门课程` }),
  achievement: (n) => ({ en: `achievement ${n}`, zh: `第 ${n} 条荣誉与成就` }),
};

/** The nth entry of a section: "work experience 1", "第 1 段工作经历". */
const ENTRIES: Partial<Record<CvField['section'], (n: number) => Words>> = {
  work: (n) => ({ en: `work experience ${n}`, zh: `第 ${n} 段工作经历` }),
  education: (n) => ({ en: `education ${n}`, zh: `第 ${n} 段教育背景` }),
  skills: (n) => ({ en: `skill ${n}`, zh: `第 ${n} 项技能` }),
  languages: (n) => ({ en: `language ${n}`, zh: `第 ${n} 种语言` }),
  projects: (n) => ({ en: `project ${n}`, zh: `第 ${n} 个项目` }),
};

function fieldWords(field: CvField, language: Language): string {
  const own =
    field.name === 'highlight' || field.name === 'course' || field.name === 'achievement'
      ? LINES[field.name]((field.line ?? 0) + 1)[language]
      : FIELD_NAMES[field.name][language];
  const entry = field.entry === undefined ? undefined : ENTRIES[field.section]?.(field.entry + 1);
  if (!entry) return own;
  return language === 'zh' ? `${entry.zh}的${own}` : `${entry.en}, ${own}`;
}

/** At most this many groups are named; the rest are counted. */
const GROUPS_NAMED = 5;

/**
 * The parameters of `cv_unsupported_characters`: each character with its code point and the
 * fields it is in, and why it cannot be drawn, in both languages.
 */
export function unsupportedCharactersParams(
  characters: UnsupportedCharacter[],
): Record<string, string> {
  const groups = groupByField(characters);
  const named = groups.slice(0, GROUPS_NAMED);
  const rest = groups.slice(GROUPS_NAMED).reduce((sum, group) => sum + group.characters.length, 0);
  const listed = (language: Language) =>
    named.map((group) => {
      const texts = group.characters.map((character) => character.text).join(' ');
      const codes = group.characters.map((character) => character.codePoints).join(' ');
      const fields = group.fields
        .map((field) => fieldWords(field, language))
        .join(language === 'zh' ? '、' : ' and ');
      return language === 'zh'
        ? `${texts}（${codes}，位于${fields}）`
        : `${texts} (${codes}) in ${fields}`;
    });
  const backwards = characters.some((character) => character.reason === 'right_to_left');
  const unheld = characters.some((character) => character.reason === 'no_font');
  const why = WHY[backwards && unheld ? 'both' : backwards ? 'right_to_left' : 'no_font'];
  return {
    characters_en: listed('en').join('; ') + (rest ? `; and ${rest} more` : ''),
    characters_zh: listed('zh').join('；') + (rest ? `；另有 ${rest} 个` : ''),
    why_en: why.en,
    why_zh: why.zh,
  };
}

const WHY: Record<UnsupportedReason | 'both', Words> = {
  right_to_left: {
    en: 'PDFs cannot yet lay out right-to-left scripts such as Hebrew and Arabic.',
    zh: 'PDF 暂不支持希伯来文、阿拉伯文等从右向左书写的文字。',
  },
  no_font: {
    en: 'None of the fonts the CV is drawn with holds them.',
    zh: '简历所用的字体中没有这些字符。',
  },
  both: {
    en: 'PDFs cannot yet lay out right-to-left scripts such as Hebrew and Arabic, and none of the fonts the CV is drawn with holds the others.',
    zh: 'PDF 暂不支持希伯来文、阿拉伯文等从右向左书写的文字，其余字符也不在简历所用的字体中。',
  },
};
