import type { SkillsBase } from '../knowledge/load-skills';
import type { TechnologyHit, TechnologyTarget } from './technology-index';

/**
 * Whether a name a line holds stands for the software there. Most names do wherever they are
 * written; a common word ("Chef", "Word") or an acronym read out of O*NET's long names ("CMS",
 * "EPIC", "LMS") does only when the CV supports it: the occupations that use the software share a
 * field (SOC major group) with the titles the CV holds, or, for a CV without a title to judge by,
 * words of software use stand near it.
 */
export interface TechnologyContext {
  /** SOC major groups ("29", "35") of the occupations the CV's titles point at. */
  titleGroups: ReadonlySet<string>;
  section: string;
  line: string;
  /** The line's other hits, to tell a list of tools from a lone word. */
  hits: readonly TechnologyHit[];
}

/** Software that this many occupations list fits every CV, so its users say nothing of fit. */
const WIDE_REACH = 250;
/** Words of software use, in the few words either side of a name. */
const SOFTWARE_WORDS =
  /\b(?:use[ds]?|using|in|on|with|via|into|systems?|software|platforms?|tools?|apps?|applications?|database|programm(?:ed|ing)|coded|scripts?)\b|使用|运用|熟练|熟悉|掌握|系统|软件|平台|工具|编程/iu;
const NEAR = 24;
const LIST = /[,，、;；|·•]|\s\/\s/;

const groupsBySkills = new WeakMap<SkillsBase, Map<string, Set<string>>>();

/** The major groups of the occupations that use each technology (`t:id`) or kind (`c:code`). */
function technologyGroups(skills: SkillsBase): Map<string, Set<string>> {
  let groups = groupsBySkills.get(skills);
  if (!groups) {
    groups = new Map();
    const add = (key: string, group: string) =>
      groups!.set(key, (groups!.get(key) ?? new Set()).add(group));
    for (const [code, own] of skills.byCode) {
      for (const [id] of own.technologies) {
        add(`t:${id}`, code.slice(0, 2));
        add(`c:${skills.technologies[id]?.commodity ?? ''}`, code.slice(0, 2));
      }
    }
    groupsBySkills.set(skills, groups);
  }
  return groups;
}

/** Whether the software's users share a field with the CV's titles; null when it fits any. */
function fitsTitles(target: TechnologyTarget, skills: SkillsBase, titles: ReadonlySet<string>) {
  const key = target.kind === 'technology' ? `t:${target.id}` : `c:${target.code}`;
  if (
    target.kind === 'technology' &&
    (skills.technologies[target.id]?.occupations ?? 0) > WIDE_REACH
  )
    return null;
  for (const group of technologyGroups(skills).get(key) ?? []) if (titles.has(group)) return true;
  return false;
}

const isCapitals = (text: string) => text.length >= 3 && /^[A-Z0-9 ]+$/.test(text);

function softwareWordsNear(hit: TechnologyHit, line: string): boolean {
  const before = line.slice(Math.max(0, hit.index - NEAR), hit.index);
  const after = line.slice(hit.index + hit.text.length, hit.index + hit.text.length + NEAR);
  return SOFTWARE_WORDS.test(before) || SOFTWARE_WORDS.test(after);
}

export function countsAsTechnology(
  hit: TechnologyHit,
  context: TechnologyContext,
  skills: SkillsBase,
): boolean {
  if (!hit.weak && !hit.guarded) return true;
  const fits = fitsTitles(hit.target, skills, context.titleGroups);
  if (fits && !hit.weak) return true;
  // "Word, Excel, PowerPoint": a list that names other tools. "SAP Certified – Financial
  // Accounting" names one tool and a plain word.
  const inList =
    context.section === 'skills' ||
    (LIST.test(context.line) && context.hits.some((other) => !other.weak && !other.guarded));
  // A common word stays a word unless it stands among tools, or is written as a product in a
  // trade that uses it ("EPIC charting", "in Epic" on a nurse's CV); a well-known acronym ("SQL",
  // "PPT") means its software in every trade.
  if (hit.weak)
    return (
      inList || (fits === true && (isCapitals(hit.text) || softwareWordsNear(hit, context.line)))
    );
  if (fits === null) return true;
  // Titles that the software does not fit outweigh the words around it: "plan labor in the LMS"
  // on a warehouse lead's CV is a labour system, not a learning one.
  return context.titleGroups.size === 0 && (inList || softwareWordsNear(hit, context.line));
}
