import type { SectionedLine } from './sections';

/** Languages a CV names, by ISO 639-1 code; our bilingual list of the commonly listed ones. */
export const LANGUAGE_NAMES: Readonly<Record<string, { en: string; zh: string; spelled: RegExp }>> =
  {
    en: { en: 'English', zh: '英语', spelled: /\bEnglish\b|英语|英文/i },
    zh: {
      // One name without brackets: the level follows in brackets ("普通话（母语）").
      en: 'Mandarin Chinese',
      zh: '普通话',
      spelled: /\b(?:Mandarin|Chinese|Putonghua)\b|普通话|中文|汉语/i,
    },
    yue: { en: 'Cantonese', zh: '粤语', spelled: /\bCantonese\b|粤语|广东话/i },
    ja: { en: 'Japanese', zh: '日语', spelled: /\bJapanese\b|日语|日文/i },
    ko: { en: 'Korean', zh: '韩语', spelled: /\bKorean\b|韩语|韩文/i },
    es: { en: 'Spanish', zh: '西班牙语', spelled: /\bSpanish\b|西班牙语/i },
    fr: { en: 'French', zh: '法语', spelled: /\bFrench\b|法语/i },
    de: { en: 'German', zh: '德语', spelled: /\bGerman\b|德语/i },
    pt: { en: 'Portuguese', zh: '葡萄牙语', spelled: /\bPortuguese\b|葡萄牙语/i },
    it: { en: 'Italian', zh: '意大利语', spelled: /\bItalian\b|意大利语/i },
    ru: { en: 'Russian', zh: '俄语', spelled: /\bRussian\b|俄语/i },
    ar: { en: 'Arabic', zh: '阿拉伯语', spelled: /\bArabic\b|阿拉伯语/i },
    hi: { en: 'Hindi', zh: '印地语', spelled: /\bHindi\b|印地语/i },
    vi: { en: 'Vietnamese', zh: '越南语', spelled: /\bVietnamese\b|越南语/i },
    th: { en: 'Thai', zh: '泰语', spelled: /\bThai\b|泰语/i },
    id: { en: 'Indonesian', zh: '印尼语', spelled: /\b(?:Indonesian|Bahasa)\b|印尼语/i },
    ms: { en: 'Malay', zh: '马来语', spelled: /\bMalay\b|马来语/i },
    tl: { en: 'Tagalog', zh: '他加禄语', spelled: /\b(?:Tagalog|Filipino)\b|他加禄语/i },
    nl: { en: 'Dutch', zh: '荷兰语', spelled: /\bDutch\b|荷兰语/i },
    pl: { en: 'Polish', zh: '波兰语', spelled: /\bPolish\b(?! (?:the|surfaces|floors))|波兰语/i },
    tr: { en: 'Turkish', zh: '土耳其语', spelled: /\bTurkish\b|土耳其语/i },
    uk: { en: 'Ukrainian', zh: '乌克兰语', spelled: /\bUkrainian\b|乌克兰语/i },
    fa: { en: 'Persian', zh: '波斯语', spelled: /\b(?:Persian|Farsi)\b|波斯语/i },
    he: { en: 'Hebrew', zh: '希伯来语', spelled: /\bHebrew\b|希伯来语/i },
    el: { en: 'Greek', zh: '希腊语', spelled: /\bGreek\b|希腊语/i },
    sv: { en: 'Swedish', zh: '瑞典语', spelled: /\bSwedish\b|瑞典语/i },
    bn: { en: 'Bengali', zh: '孟加拉语', spelled: /\b(?:Bengali|Bangla)\b|孟加拉语/i },
    ur: { en: 'Urdu', zh: '乌尔都语', spelled: /\bUrdu\b|乌尔都语/i },
    ta: { en: 'Tamil', zh: '泰米尔语', spelled: /\bTamil\b|泰米尔语/i },
    pa: { en: 'Punjabi', zh: '旁遮普语', spelled: /\bPunjabi\b|旁遮普语/i },
    sw: { en: 'Swahili', zh: '斯瓦希里语', spelled: /\bSwahili\b|斯瓦希里语/i },
    asl: {
      en: 'American Sign Language',
      zh: '美国手语',
      spelled: /\b(?:ASL|American Sign Language)\b|手语/,
    },
  };

export const LANGUAGE_LEVELS = [
  'native',
  'fluent',
  'professional',
  'conversational',
  'basic',
] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

const LEVEL_WORDS: readonly [LanguageLevel, RegExp][] = [
  ['native', /\bnative\b|mother tongue|first language|母语/i],
  [
    'fluent',
    /\bfluent|fluency|bilingual|full professional|精通|流利|TEM-?8|专八|JLPT\s*N1|\bN1\b|\bC2\b|\bC1\b/i,
  ],
  [
    'professional',
    /professional working|working proficiency|proficient|advanced|熟练|良好|CET-?6|六级|TEM-?4|专四|JLPT\s*N2|\bN2\b|\bB2\b|IELTS|雅思|TOEFL|托福/i,
  ],
  [
    'conversational',
    /conversational|intermediate|日常交流|中级|一般|CET-?4|四级|\bN3\b|\bB1\b|limited working/i,
  ],
  ['basic', /\bbasic|elementary|beginner|基础|入门|\bN[45]\b|\bA[12]\b/i],
];

export interface LanguageFinding {
  code: string;
  level: LanguageLevel | null;
  line: number;
}

/** Test certificates name their language even where the line does not. */
const CERTIFICATE_LANGUAGE: readonly [RegExp, string][] = [
  [
    /CET-?[46]|TEM-?[48]|大学英语[四六]级|英语[四六]级|专[四八]|IELTS|雅思|TOEFL|托福|TOEIC|BEC/i,
    'en',
  ],
  [/JLPT|日语N[1-5]|日语[一二]级/i, 'ja'],
  [/TOPIK/i, 'ko'],
  [/DELF|DALF|TCF/i, 'fr'],
  [/TestDaF|Goethe/i, 'de'],
  [/\bHSK\b/i, 'zh'],
];

function languagesIn(text: string): string[] {
  const named = Object.entries(LANGUAGE_NAMES)
    .filter(([, language]) => language.spelled.test(text))
    .map(([code]) => code);
  for (const [pattern, code] of CERTIFICATE_LANGUAGE) {
    if (pattern.test(text) && !named.includes(code)) named.push(code);
  }
  return named;
}

const levelIn = (text: string): LanguageLevel | null =>
  LEVEL_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;

/**
 * Languages in the languages section, or anywhere when a level or a test names them ("Spanish
 * (fluent)", "英语 CET-6"). A language named with neither is left alone: "English teacher". Each
 * part of a list ("English (native), Spanish (fluent)") carries its own level.
 */
export function readLanguages(lines: readonly SectionedLine[]): LanguageFinding[] {
  const found = new Map<string, LanguageFinding>();
  const note = (code: string, level: LanguageLevel | null, line: number) => {
    const earlier = found.get(code);
    const better =
      !earlier ||
      (level !== null &&
        (earlier.level === null ||
          LANGUAGE_LEVELS.indexOf(level) < LANGUAGE_LEVELS.indexOf(earlier.level)));
    if (better) found.set(code, { code, level: level ?? earlier?.level ?? null, line });
  };
  for (const line of lines) {
    if (line.isHeading) continue;
    const listed = line.section === 'languages';
    for (const part of line.text.split(/[,;，；、|]|\s{2,}/)) {
      const named = languagesIn(part);
      if (named.length === 0) continue;
      const level = levelIn(part);
      if (!listed && level === null) continue;
      for (const code of named) note(code, named.length === 1 ? level : null, line.n);
    }
  }
  return [...found.values()].sort((a, b) => a.line - b.line || (a.code < b.code ? -1 : 1));
}
