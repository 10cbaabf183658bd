/**
 * Reading the free-text answers of phase 1. Users may write in either language whatever the
 * assessment's language, so every family has English patterns and Chinese terms. The classifier is
 * deliberately simple and predictable: it counts matches per family, leaves out the ones the answer
 * negates, and never guesses beyond them.
 */
import { clausesOf, isNegated } from './intent-negation';

/** Why someone is looking at this job, as the built-in engine can tell from their words. */
export const INTENTS = [
  'change',
  'ai_risk',
  'experience',
  'impact',
  'passion',
  'money',
  'flexibility',
  'exploring',
] as const;
export type KnownIntent = (typeof INTENTS)[number];
export type Intent = KnownIntent | 'unclear';

interface Family {
  en: RegExp;
  zh: readonly string[];
}

/**
 * Families in the order ties are broken: the more specific reason wins (a career change that pays
 * better is a career change).
 */
const FAMILIES: Record<KnownIntent, Family> = {
  change: {
    en: /\b(switch\w*|change (?:careers?|jobs?|fields?)|career change|transition\w*|move into|moving into|pivot\w*|new field|leave my|leaving my|retrain\w*|get into)\b/gi,
    zh: ['转行', '换工作', '转型', '跳槽', '换个行业', '转岗', '换行', '改行'],
  },
  ai_risk: {
    en: /\b(ai|artificial intelligence|automat\w*|robots?|replac\w*|future[- ]proof|obsolete|safe from|take (?:it |the job |my job )?over)\b/gi,
    zh: ['人工智能', '取代', '替代', '自动化', '机器人', '淘汰', '饭碗'],
  },
  experience: {
    en: /\b(experience\w*|skills?|good at|background|degree|studied|trained|qualified|worked as|years)\b/gi,
    zh: ['经验', '擅长', '专业', '学过', '做过', '背景', '技能', '科班', '干了', '本行'],
  },
  impact: {
    en: /\b(help\w*|people|difference|meaning\w*|impact|community|care|caring|society|contribut\w*|purpose)\b/gi,
    zh: ['帮助', '帮人', '意义', '社会', '照顾', '贡献', '影响', '服务'],
  },
  passion: {
    en: /\b(love|enjoy\w*|passion\w*|interest\w*|fun|fascinat\w*|dream|excit\w*)\b/gi,
    zh: ['喜欢', '热爱', '兴趣', '有意思', '有趣', '好玩', '热情', '梦想'],
  },
  money: {
    en: /\b(money|pay|paid|salary|salaries|income|wages?|earn\w*|stable|stability|secure|security|benefits|pension|well[- ]paid|financ\w*)\b/gi,
    zh: ['钱', '工资', '薪', '收入', '稳定', '铁饭碗', '待遇', '赚', '福利', '五险一金', '编制'],
  },
  flexibility: {
    en: /\b(flexib\w*|remote\w*|from home|freedom|balance|schedule|freelanc\w*|part[- ]time|own hours)\b/gi,
    zh: ['灵活', '远程', '在家', '自由', '平衡', '弹性', '兼职'],
  },
  exploring: {
    en: /\b(curious|curiosity|explor\w*|wonder\w*|just looking|see if|options)\b/gi,
    zh: ['好奇', '看看', '了解', '试试', '随便', '探索'],
  },
};

function positionsOf(clause: string, term: string): number[] {
  const positions: number[] = [];
  for (let at = clause.indexOf(term); at !== -1; at = clause.indexOf(term, at + term.length)) {
    positions.push(at);
  }
  return positions;
}

/** Where a family's words stand in a clause, as [start, length]. */
function keywordsIn(clause: string, family: Family): [number, number][] {
  const english = [...clause.matchAll(family.en)].map((match): [number, number] => [
    match.index,
    match[0].length,
  ]);
  const chinese = family.zh.flatMap((term) =>
    positionsOf(clause, term).map((at): [number, number] => [at, term.length]),
  );
  return [...english, ...chinese];
}

/** How many words of each family an answer holds, leaving out those it negates. */
export function intentMatches(answer: string): Record<KnownIntent, number> {
  const clauses = clausesOf(answer);
  return Object.fromEntries(
    INTENTS.map((intent) => {
      const affirmed = clauses.flatMap((clause) =>
        keywordsIn(clause, FAMILIES[intent]).filter(
          ([start, length]) => !isNegated(clause, start, length),
        ),
      );
      return [intent, affirmed.length];
    }),
  ) as Record<KnownIntent, number>;
}

/**
 * The family with most matches (ties go to the earlier family), or `unclear` when none matches:
 * "not for the money, I love it" reads as passion, "not for the money" alone as unclear.
 */
export function classifyIntent(answer: string): Intent {
  const matches = intentMatches(answer);
  let best: Intent = 'unclear';
  let bestCount = 0;
  for (const intent of INTENTS) {
    if (matches[intent] > bestCount) {
      best = intent;
      bestCount = matches[intent];
    }
  }
  return best;
}

export type ExperienceLevel = 'none' | 'some' | 'lots';

const LOTS_EN =
  /\b((?:[3-9]|[1-4]\d)\+? ?years?|(?:three|four|five|six|seven|eight|nine|ten|several|many) years|for years|decades?|senior|expert|veteran)\b/i;
const LOTS_ZH = /([3-9三四五六七八九十几多]|\d{2})\s*年|资深|老手|多年/;
const NONE_EN =
  /\b((?:no|zero|without|little) (?:real |prior |relevant )?experience|never|none|not yet|beginner|from scratch|fresh start|starting out)\b/i;
const NONE_ZH = /没有经验|零基础|没做过|从没|从来没|新手|还没有|小白|从零开始|从头开始/;
const SOME_EN =
  /\b(some|a little|a bit|a year|one year|two years|1 year|2 years|internships?|side projects?|studied|courses?|degree|related role)\b/i;
const SOME_ZH = /一些|一点|实习|学过|一两年|一年|两年|兼职|副业|课程|相关岗位/;

/** How much experience an answer claims, when it says anything about it. */
export function experienceLevel(answer: string): ExperienceLevel | null {
  if (LOTS_EN.test(answer) || LOTS_ZH.test(answer)) return 'lots';
  if (NONE_EN.test(answer) || NONE_ZH.test(answer)) return 'none';
  if (SOME_EN.test(answer) || SOME_ZH.test(answer)) return 'some';
  return null;
}

const WORRY_EN =
  /\b(worr\w*|afraid|fear\w*|scared|concern\w*|anxious|nervous|risk\w*|lose my job|takes? the job|shrink\w*)\b/i;
const WORRY_ZH = /担心|害怕|焦虑|怕|风险|失业|越来越少/;

/** Whether an answer voices a worry. */
export function voicesWorry(answer: string): boolean {
  return WORRY_EN.test(answer) || WORRY_ZH.test(answer);
}
