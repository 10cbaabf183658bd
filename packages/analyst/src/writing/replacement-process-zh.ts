import {
  NEXT_THRESHOLD,
  NOW_THRESHOLD,
  STAYS_THRESHOLD,
  type ActivityFacts,
  type ActivityFamily,
  type RankedActivity,
} from '../analysis/activity-ranking';
import type { JobFacts } from '../analysis/job-facts';
import { beta, share } from './format';
import { FAMILY_SHORT_ZH } from './labels';

/** 一项活动及两方评分，并说明人工评分是否认同 GPT-4。 */
function bullet(item: RankedActivity): string {
  const [g, h] = [beta(item.gpt4), beta(item.human)];
  if (Math.abs(item.gpt4 - item.human) < 0.15)
    return `- ${item.nameZh}：β **${g}**，人工评分${g === h ? '相同' : '也相近'}（${h}）`;
  return item.human < item.gpt4
    ? `- ${item.nameZh}：GPT-4 评为 β **${g}**，人工评分只有${h}`
    : `- ${item.nameZh}：GPT-4 评为 β **${g}**，人工评分反而更高（${h}）`;
}

function intro(facts: JobFacts, activities: ActivityFacts): string {
  const family = FAMILY_SHORT_ZH[activities.dominant];
  const head = `在 O*NET 为${facts.title.zh}评估的任务权重中，**${share(activities.nowShare)}**落在语言模型单独就能基本胜任的活动上（β ≥ ${NOW_THRESHOLD}），**${share(activities.staysShare)}**落在它几乎够不着的活动上（β ≤ ${STAYS_THRESHOLD}）`;
  const tilt =
    activities.nowShare > activities.staysShare + 0.1
      ? `对一份以${family}为主的职业来说，天平偏向变化。`
      : activities.staysShare > 0.5
        ? `这些${family}大部分在 AI 的能力范围之外。`
        : `其余的${family}介于两者之间，工具能帮上忙，但接不了手。`;
  return `${head}：${tilt}`;
}

function now(activities: ActivityFacts): string {
  const items = activities.most.filter((item) => item.gpt4 >= NOW_THRESHOLD);
  const heading = '**现在**：当前模型已经能做的事';
  if (items.length === 0) {
    const top = activities.most[0]!;
    return `${heading}\n\n在已评估的活动中，还没有哪一项是模型单独就能胜任的；暴露度最高的“${top.nameZh}”，β 为${beta(top.gpt4)}。`;
  }
  const top = items[0]!;
  const completion =
    top.completionAi !== null
      ? `\n\n在微软的 Copilot 数据中，与“${top.nameZh}”相关的对话有${share(top.completionAi)}被判定为顺利完成。`
      : '';
  return `${heading}\n\n${items.map(bullet).join('\n')}${completion}`;
}

function next(activities: ActivityFacts): string {
  const items = activities.most.filter(
    (item) => item.gpt4 >= NEXT_THRESHOLD && item.gpt4 < NOW_THRESHOLD,
  );
  const heading = '**未来几年**：随着围绕模型的软件逐步成熟';
  if (items.length === 0) {
    const anyNow = activities.most.some((item) => item.gpt4 >= NOW_THRESHOLD);
    return `${heading}\n\n${
      anyNow
        ? '暴露的活动已经都在第一组里，中间地带几乎没有。'
        : '也没有活动落在这个中间区间：各方面的暴露度都很低。'
    }`;
  }
  return `${heading}\n\n这些活动要等模型接入档案、图像或其他业务系统之后才能完成，真正落地到工作场所需要时间：\n\n${items.map(bullet).join('\n')}`;
}

const STAYS_REASON: Record<ActivityFamily, string> = {
  'hands-on': '它们是体力活：语言模型搬不动、装不上，也修不了任何东西。',
  people: '它们发生在人与人之间，信任和在场本身就是意义所在。',
  thinking: '它们依赖在难以事先说清的情境中做判断。',
  information: '它们需要人亲临现场，亲眼看、亲耳听、亲手查。',
};

function stays(activities: ActivityFacts): string {
  const heading = '**仍将由人完成的部分**';
  if (activities.least.length === 0) return `${heading}\n\n已评估的活动太少，无法单独挑出。`;
  const families = activities.least.map((item) => item.family);
  const family = families.sort(
    (a, b) => families.filter((f) => f === b).length - families.filter((f) => f === a).length,
  )[0]!;
  const floor = Math.min(...activities.least.map((item) => item.gpt4));
  const note =
    floor > STAYS_THRESHOLD
      ? `即便是这些活动，β 也不低于${beta(floor)}，这份工作没有哪一部分完全在 AI 够不着的地方。`
      : STAYS_REASON[family];
  return `${heading}\n\n${activities.least.map(bullet).join('\n')}\n\n${note}`;
}

export function replacementProcessZh(facts: JobFacts): string {
  const { activities, occupation } = facts;
  if (!activities) {
    const because =
      occupation.category === 'military'
        ? 'O*NET 没有为军事职业评估任务'
        : 'O*NET 没有为这一代码评估任务——它收纳的是本组中归不进其他职业的岗位';
    const fallback =
      facts.band === 'none'
        ? '也没有任何研究覆盖它，我们说不出哪部分工作会先变。'
        : `${facts.score.aiReplacementRate}%的替代率只来自职业层面的研究；本页列出的相关职业，可以帮助了解类似工作的活动如何划分。`;
    return `${because}，因此无法分阶段描述变化过程。${fallback}`;
  }
  return [intro(facts, activities), now(activities), next(activities), stays(activities)].join(
    '\n\n',
  );
}
