import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tsvRows } from '../text/tsv-rows';

/**
 * Every editorial choice of the title matcher, in one place: titles O*NET lacks or ranks in a way
 * a job seeker would not expect, each mapped to real O*NET-SOC 2019 codes with a one-line reason,
 * and the words we treat as too vague to analyse. A test checks that every code exists.
 *
 * The titles are one table, editorial-titles.tsv, that reviewers read as one list; the words
 * too vague to analyse are the lists below.
 *
 * Decisions on generic words (written down here so they can be argued with):
 * - "Teacher"/"老师", "Nurse"/"护士", "Driver"/"司机", "Doctor"/"医生", "Cook"/"厨师" and "Sales"/"销售"
 *   are jobs, not too vague: their readings share one kind of work, so the most common reading
 *   leads (elementary school teachers, registered nurses, heavy truck drivers…) and the others
 *   follow as alternatives.
 * - "Manager", "Engineer", "Designer", "Analyst", "Consultant"… and 经理, 工程师, 设计师… are too vague:
 *   their readings are unrelated jobs (a civil engineer and a software engineer share little), so
 *   we ask for a more specific title and offer the common ones as examples.
 */

export interface EditorialTitle {
  /** Canonical English title; also a query form. */
  title: string;
  /** Canonical Chinese title; also a query form. */
  titleZh: string;
  /** Other English query forms. */
  en: readonly string[];
  /** Other Chinese query forms. */
  zh: readonly string[];
  /** O*NET-SOC 2019 codes, best first. */
  codes: readonly string[];
  reason: string;
}

export const EDITORIAL_TITLES_PATH = fileURLToPath(
  new URL('./editorial-titles.tsv', import.meta.url),
);

/** The titles of editorial-titles.tsv in file order; a malformed row throws with its line. */
export function parseEditorialTitles(tsv: string): EditorialTitle[] {
  const forms = (cell: string) => (cell === '' ? [] : cell.split(' | '));
  const titles: EditorialTitle[] = [];
  for (const { cells, where } of tsvRows(tsv, 'editorial-titles.tsv', 'title\t')) {
    const [title = '', titleZh = '', codes = '', en = '', zh = '', reason = ''] = cells;
    if (cells.length !== 6 || !title || !titleZh || !reason) {
      throw new Error(`${where}: six columns, with a title, its Chinese and a reason`);
    }
    if (!/^\d{2}-\d{4}\.\d{2}( \d{2}-\d{4}\.\d{2})*$/.test(codes)) {
      throw new Error(`${where}: codes are O*NET-SOC codes separated by spaces`);
    }
    titles.push({ title, titleZh, codes: codes.split(' '), reason, en: forms(en), zh: forms(zh) });
  }
  return titles;
}

export const EDITORIAL_TITLES: readonly EditorialTitle[] = parseEditorialTitles(
  fs.readFileSync(EDITORIAL_TITLES_PATH, 'utf8'),
);

/**
 * Examples offered for a vague query whose word no real title is built on ("job", "工作", "senior"),
 * so there are no candidates to draw from: common jobs people search for (with the query's
 * seniority word when it had one: "Senior Software Engineer").
 */
export const POPULAR_EXAMPLES: readonly { en: string; zh: string }[] = [
  { en: 'Software Engineer', zh: '软件工程师' },
  { en: 'Registered Nurse', zh: '注册护士' },
  { en: 'Accountant', zh: '会计师' },
  { en: 'Data Scientist', zh: '数据科学家' },
  { en: 'Product Manager', zh: '产品经理' },
  { en: 'Graphic Designer', zh: '平面设计师' },
];

/** A comma-separated list (、 in Chinese), one entry per item, as a reader would write it. */
function list(text: string): string[] {
  return text
    .split(/[,、]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * Words that name no job at all ("job", "employee", "工作", "打工人"): too vague, and offered the
 * common jobs of POPULAR_EXAMPLES, since no title is built on them.
 */
export const GENERIC_EN: readonly string[] = list(`
  job, work, worker, employee, staff, staff member, team member, crew member, member, personnel,
  boss, freelancer, freelance, gig worker, self employed, contractor, professional, expert,
  career, position, role, occupation, profession, employment, labor, business, office worker
`);

export const GENERIC_ZH: readonly string[] = list(`
  工作、员工、职员、工人、老板、领导、打工、打工人、打工仔、打工妹、社畜、牛马、上班族、白领、蓝领、
  岗位、职业、专家、自由职业、自由职业者、灵活就业、工作人员、服务人员、干部
`);

/**
 * Words too vague to analyse (see the decisions above): the generic ones, and words that head many
 * unrelated jobs or name a whole field, whose examples come from the titles built on them.
 */
export const VAGUE_EN: readonly string[] = [
  ...GENERIC_EN,
  ...list(`
  manager, engineer, specialist, consultant, analyst, assistant, technician, operator, designer,
  scientist, director, supervisor, coordinator, officer, agent, representative, associate,
  administrator, executive, intern, trainee, leader, team leader, helper, researcher, advisor,
  it, tech, technology, marketing, finance, healthcare, engineering, management
`),
];

export const VAGUE_ZH: readonly string[] = [
  ...GENERIC_ZH,
  ...list(`
  经理、工程师、主管、专员、助理、总监、顾问、分析师、技术员、设计师、操作员、实习生、科学家、
  研究员、负责人、管理、管理人员、管理者、技术、技术人员、金融、互联网、医疗、教育
`),
];
