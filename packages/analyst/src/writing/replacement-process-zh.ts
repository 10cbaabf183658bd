import {
  NEXT_THRESHOLD,
  NOW_THRESHOLD,
  STAYS_THRESHOLD,
  type RankedActivity,
} from '../analysis/activity-ranking';
import type { JobFacts } from '../analysis/job-facts';
import { beta, listZh, share } from './format';
import { KIND_MAIN_ZH, KIND_SHORT_ZH } from './labels';
import type { ActivityKind } from './plan/activity-kinds';
import { pagePlan, type StagesPlan } from './plan/page-plan';

/** 这项活动在这份工作里占多大分量：同一项活动，在不同职业里轻重不同。 */
function weightOf(weight: number, total: number): string {
  const value = total > 0 ? weight / total : 0;
  return value < 0.005 ? '不到1%' : share(value);
}

/** 一项活动占任务权重多少、两方评分如何，并说明人工评分是否认同 GPT-4。 */
function bullet(item: RankedActivity, total: number): string {
  const [g, h] = [beta(item.gpt4), beta(item.human)];
  const name = `${item.nameZh}（占任务权重${weightOf(item.weight, total)}）`;
  if (Math.abs(item.gpt4 - item.human) < 0.15)
    return `- ${name}：β **${g}**，人工评分${g === h ? '相同' : '也相近'}（${h}）`;
  return item.human < item.gpt4
    ? `- ${name}：GPT-4 评为 β **${g}**，人工评分只有${h}`
    : `- ${name}：GPT-4 评为 β **${g}**，人工评分反而更高（${h}）`;
}

const named = (items: readonly RankedActivity[]) => listZh(items.map((item) => `“${item.nameZh}”`));

function intro(facts: JobFacts, stages: StagesPlan): string {
  const { work } = pagePlan(facts);
  const activities = facts.activities!;
  const family = work?.mostly ? KIND_SHORT_ZH[work.main] : '工作';
  const head = `在 O*NET 为${facts.title.zh}评估的任务权重中，**${share(activities.nowShare)}**落在语言模型单独就能基本胜任的活动上（β ≥ ${NOW_THRESHOLD}），**${share(activities.staysShare)}**落在它几乎够不着的活动上（β ≤ ${STAYS_THRESHOLD}）`;
  const tilt = {
    change: work?.mostly
      ? `对以${KIND_MAIN_ZH[work.main]}为主的职业来说，会变的部分占了上风。`
      : '会变的部分占了上风。',
    'out-of-reach': `这类${family}大部分是 AI 够不着的。`,
    'in-between': `剩下那些${family}介于两者之间，工具帮得上忙，但接不了手。`,
  }[stages.tilt];
  return `${head}：${tilt}`;
}

function now(facts: JobFacts, stages: StagesPlan): string {
  const heading = '**现在**：当前模型已经能做的事';
  if (stages.now.length === 0) {
    const top = facts.activities!.most[0]!;
    return `${heading}\n\n已评估的活动里，还没有哪一项模型单独就能胜任；暴露度最高的是“${top.nameZh}”，β 为${beta(top.gpt4)}。`;
  }
  const top = stages.now[0]!;
  const completion =
    top.completionAi !== null
      ? `\n\n微软的 Copilot 数据里，谈“${top.nameZh}”的对话有${share(top.completionAi)}被判定为顺利完成。`
      : '';
  return `${heading}\n\n${stages.now.map((item) => bullet(item, stages.totalWeight)).join('\n')}${completion}`;
}

/** 中间区间没有列出活动时，用离它最近的那项活动说明到底空到什么程度。 */
function emptyMiddle(stages: StagesPlan): string {
  const item = stages.belowNow;
  if (!item) return 'O*NET 为它评估的每一项活动都已经在第一组里。';
  const weight = weightOf(item.weight, stages.totalWeight);
  return item.gpt4 >= NEXT_THRESHOLD
    ? `除了上面列出的活动，还在等业务系统接入的活动里，暴露度最高的是“${item.nameZh}”（β ${beta(item.gpt4)}，占任务权重${weight}）。`
    : `中间地带是空的：第一组之外，暴露度最高的“${item.nameZh}”（占任务权重${weight}）β 也只有${beta(item.gpt4)}。`;
}

function next(stages: StagesPlan): string {
  const heading = '**未来几年**：随着围绕模型的软件逐步成熟';
  if (stages.next.length === 0) {
    return `${heading}\n\n${
      stages.now.length > 0 ? emptyMiddle(stages) : '这个中间区间也没有活动：各方面的暴露度都很低。'
    }`;
  }
  const [first] = stages.next;
  return `${heading}\n\n像“${first!.nameZh}”这样的活动，要等模型接上档案、图像或其他业务系统才做得了，真正在工作中用起来还需要时间：\n\n${stages.next.map((item) => bullet(item, stages.totalWeight)).join('\n')}`;
}

/** 各类活动为什么留在人手里；每句都点名它说的是哪些活动。 */
const STAYS_REASON: Record<ActivityKind, (list: string) => string> = {
  physical: (list) => `${list}得靠手、工具或车辆去完成，语言模型既搬不动东西，也开不了车。`,
  people: (list) => `${list}发生在人与人之间，靠的就是信任和人到场。`,
  thinking: (list) => `${list}要在事先说不清的情境里拿主意。`,
  information: (list) => `${list}得有人在事情发生的当下看出哪里要紧。`,
  'desk-output': (list) => `${list}的评分也很低。`,
};

function stays(stages: StagesPlan): string {
  const heading = '**仍将由人完成的部分**';
  if (stages.stays.length === 0) return `${heading}\n\n已评估的活动太少，挑不出来。`;
  const list = stages.stays.map((item) => bullet(item, stages.totalWeight)).join('\n');
  if (stages.stillReached) {
    const item = stages.stillReached;
    return `${heading}\n\n${list}\n\n就连其中暴露度最低的“${item.nameZh}”，β 也有${beta(item.gpt4)}，这份工作没有哪一块是 AI 完全够不着的。`;
  }
  const reasons = stages.staysGroups.map(({ kind, items }) => STAYS_REASON[kind](named(items)));
  return `${heading}\n\n${list}\n\n${reasons.join('')}`;
}

export function replacementProcessZh(facts: JobFacts): string {
  const { stages, profile } = pagePlan(facts);
  if (!stages) {
    const because =
      profile.noTasks === 'military'
        ? 'O*NET 没有为军事职业评估任务'
        : 'O*NET 没有为这一代码评估任务（它收的是本组里归不进别的职业的岗位）';
    const fallback =
      facts.band === 'none'
        ? '也没有任何研究覆盖它，我们说不出哪部分工作会先变。'
        : `${facts.score.aiReplacementRate}%的替代率只来自职业层面的研究；想知道同类工作的活动怎么分，可以看本页列出的相关职业。`;
    return `${because}，所以没法分阶段讲它会怎么变。${fallback}`;
  }
  return [intro(facts, stages), now(facts, stages), next(stages), stays(stages)].join('\n\n');
}
