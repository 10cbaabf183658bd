import { hasHan } from '../matching/text-normalize';
import type { SectionedLine } from './sections';

/** Education levels, lowest first; the order is used to keep the highest one found. */
export const EDUCATION_LEVELS = [
  'secondary',
  'vocational',
  'associate',
  'bachelor',
  'master',
  'doctorate',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/**
 * O*NET job zones describe the preparation an occupation needs (1 little, 5 extensive); this is
 * the zone a level of education usually reaches, our reading of O*NET's zone descriptions.
 */
export const ZONE_OF_LEVEL: Record<EducationLevel, number> = {
  secondary: 2,
  vocational: 3,
  associate: 3,
  bachelor: 4,
  master: 5,
  doctorate: 5,
};

export interface EducationFinding {
  level: EducationLevel;
  /** The field of study as written ("Computer Science", "会计学"), when it could be read. */
  field: string | null;
  line: number;
}

interface LevelRule {
  level: EducationLevel;
  pattern: RegExp;
  /** Only where the line is plainly about education (the section, or a school named). */
  needsContext?: boolean;
}

const RULES: readonly LevelRule[] = [
  // Words in any case; abbreviations only as written, so "March" is no M.Arch and "LLM" no LL.M.
  { level: 'doctorate', pattern: /\b(?:Doctor of|Doctorate)\b/i },
  {
    level: 'doctorate',
    pattern:
      /\b(?:Ph\.?\s?D\.?|D\.?Phil|Ed\.?D|M\.D\.|Pharm\.?\s?D|D\.D\.S|DDS|D\.V\.M|DVM|DNP|Psy\.?D)(?![A-Za-z])/,
  },
  { level: 'doctorate', pattern: /\b(?:MD|JD)\b/, needsContext: true },
  { level: 'doctorate', pattern: /博士/ },
  { level: 'master', pattern: /\bMaster(?:'s|s)?\b/i },
  {
    level: 'master',
    pattern:
      /\b(?:M\.?Sc\.?|M\.S\.|MBA|M\.?Eng\.?|M\.?Ed\.?|MPH|MSN|LL\.M\.?|MFA|MPA|MPP|MSW|M\.Arch\.?|MArch|M\.?Phil)(?![A-Za-z])/,
  },
  { level: 'master', pattern: /\b(?:MS|MA)\b(?! Office| Excel| Word)/, needsContext: true },
  { level: 'master', pattern: /硕士|研究生|MBA/ },
  { level: 'bachelor', pattern: /\bBachelor(?:'s|s)?\b/i },
  {
    level: 'bachelor',
    pattern:
      /\b(?:B\.?Sc\.?|B\.S\.|B\.A\.|B\.?Eng\.?|BBA|BFA|BSN|LL\.B\.?|B\.?Com\.?|B\.?Tech\.?|B\.Arch\.?|BArch|B\.?Ed\.?|B\.?Pharm)(?![A-Za-z])/,
  },
  { level: 'bachelor', pattern: /\b(?:BS|BA)\b/, needsContext: true },
  { level: 'bachelor', pattern: /本科|学士/ },
  { level: 'associate', pattern: /\bAssociate(?:'s)?\s+(?:degree|of|in)\b/i },
  { level: 'associate', pattern: /\b(?:A\.A\.S\.?|AAS|A\.A\.|A\.S\.|ADN)(?![A-Za-z])/ },
  { level: 'associate', pattern: /大专|专科|高职/ },
  {
    level: 'vocational',
    pattern:
      /\b(?:apprenticeship|journeyman|journeyperson|trade school|vocational|technical college|technical institute|certificate program|diploma in)\b/i,
  },
  { level: 'vocational', pattern: /中专|技校|职高|技工学校|中职|职业学校|技师学院/ },
  { level: 'secondary', pattern: /\b(?:high school|GED|secondary school|A-levels?|GCSEs?)\b/i },
  { level: 'secondary', pattern: /高中/ },
];

const SCHOOL =
  /\b(?:University|College|Institute|School|Academy|Polytechnic)\b|大学|学院|学校|党校/i;
/** "University of Northbridge", "Leeds College": not a field of study. */
const SCHOOL_NAME =
  /\b(?:University|College|Institute|School|Academy|Polytechnic)\s+of\s+[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)*|\b(?:[A-Z][\w.'-]*\s+)+(?:University|College|Institute|School|Academy|Polytechnic)\b/g;

/** "BSc in Computer Science" / "Bachelor of Arts, English" → the field. */
const FIELD_EN =
  /(?:\b(?:in|of)\s+|(?:B\.?Sc|M\.?Sc|B\.A\.|M\.A\.|BA|MA|BS|MS|MBA|Ph\.?D\.?)[,:]?\s+)((?:[A-Z][A-Za-z&'-]*|and|of|&)(?:\s+(?:[A-Z][A-Za-z&'-]*|and|of|&))*)/;
const NOT_FIELD = /^(?:Arts|Science|Sciences|Philosophy|Business|Engineering)$/;
/** A Chinese major: "专业：会计学", or a segment ending as majors do. */
const FIELD_ZH_LABELLED = /专业[:：\s]+([\p{Script=Han}A-Za-z与和及]{2,20})/u;
const FIELD_ZH_SHAPE =
  /^[\p{Script=Han}（）()与和及A-Za-z]{2,16}(?:学|工程|技术|管理|设计|教育|护理|科学|专业|经济|金融|贸易|营销|会计|法|医学|艺术|传播|新闻|翻译|英语|汉语言文学|自动化|电子信息|计算机)$/u;

function fieldOf(text: string, level: EducationLevel): string | null {
  if (hasHan(text)) {
    const labelled = FIELD_ZH_LABELLED.exec(text);
    if (labelled?.[1]) return labelled[1];
    const segments = text.split(/\s{2,}|[|｜/，,、\s]+/).map((s) => s.trim());
    const major = segments.find(
      (s) =>
        FIELD_ZH_SHAPE.test(s) &&
        !SCHOOL.test(s) &&
        !/本科|硕士|博士|大专|专科|学士|中学|小学|高中/.test(s),
    );
    if (major) return major;
  }
  const match = FIELD_EN.exec(text.replace(SCHOOL_NAME, ' '));
  const field = match?.[1]?.replace(/\s+(?:and|of|&)$/, '').trim();
  if (field && !NOT_FIELD.test(field) && !SCHOOL.test(field)) return field;
  if (/\bMBA\b/.test(text)) return 'Business Administration';
  if (/\bBSN\b|\bMSN\b|\bADN\b/.test(text)) return 'Nursing';
  if (/\bJ\.?D\b|\bLL\.?[BM]\b/.test(text)) return 'Law';
  return level === 'doctorate' && /\bM\.?D\.?\b/.test(text) ? 'Medicine' : null;
}

/** "Master Electrician" and "Master Chef" are trade ranks, not degrees. */
const TRADE_MASTER =
  /\bMaster\s+(?:Electrician|Plumber|Carpenter|Technician|Mechanic|Barber|Chef|Gardener|Mason|Welder|Diver|Sergeant|Craftsman|Builder|Stylist|Trainer|Brewer|Sommelier)/i;

function levelOf(line: SectionedLine): EducationLevel | null {
  const inContext = line.section === 'education' || SCHOOL.test(line.text);
  const text = line.text.replace(TRADE_MASTER, ' ');
  for (const rule of RULES) {
    if (rule.needsContext && !inContext) continue;
    if (rule.pattern.test(text)) return rule.level;
  }
  return null;
}

/** The highest education the CV shows, with the line that shows it. */
export function readEducation(lines: readonly SectionedLine[]): EducationFinding | null {
  const found = lines.flatMap((line) => {
    if (line.section === 'experience' || line.section === 'projects') return [];
    const level = levelOf(line);
    return level ? [{ level, field: fieldOf(line.text, level), line: line.n }] : [];
  });
  const rank = (finding: EducationFinding) => EDUCATION_LEVELS.indexOf(finding.level);
  const top = Math.max(-1, ...found.map(rank));
  const highest = found.filter((finding) => rank(finding) === top);
  const first = highest[0];
  if (!first) return null;
  // The field may stand on another line of the same degree ("BSc" then "Computer Science").
  return { ...first, field: highest.find((f) => f.field !== null)?.field ?? null };
}
