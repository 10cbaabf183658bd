import { NEXT_THRESHOLD } from '../analysis/activity-ranking';
import type { JobFacts } from '../analysis/job-facts';
import { CATEGORY_NOTES } from './category-notes';
import { beta, decimal, listZh, signedPct } from './format';
import { educationZh } from './labels';

function leanIn(facts: JobFacts): string {
  const note = CATEGORY_NOTES[facts.category.id].zh;
  const least = facts.activities?.least.slice(0, 3).map((item) => `“${item.nameZh}”`) ?? [];
  if (least.length === 0) return `- **发挥只有人能做的部分**：${note.edge}。`;
  return `- **把精力放在仍属于人的工作上**：${listZh(least)}。在“${facts.category.zh}”领域，这还意味着${note.edge}。`;
}

function directAi(facts: JobFacts): string {
  const note = CATEGORY_NOTES[facts.category.id].zh;
  const most = facts.activities?.most ?? [];
  const exposed = most.filter((item) => item.gpt4 >= NEXT_THRESHOLD).slice(0, 3);
  if (exposed.length > 0) {
    return `- **学会在 AI 最强的环节指挥它**：${listZh(exposed.map((item) => `“${item.nameZh}”`))}。${note.aiUse}；AI 交出的东西，责任仍在你身上。`;
  }
  if (most[0]) {
    return `- **在边缘环节用 AI**：即便是暴露度最高的“${most[0].nameZh}”，β 也只有${beta(most[0].gpt4)}，所以重点是${note.aiUse}。`;
  }
  return `- **让 AI 分担文书工作**：${note.aiUse}。`;
}

function credentials(facts: JobFacts): string {
  const zone = facts.occupation.jobZone;
  const education = facts.demand?.projections.education ?? null;
  const note = CATEGORY_NOTES[facts.category.id].zh;
  const exposed = facts.band === 'high' || facts.band === 'very-high' || facts.band === 'elevated';
  let level: string;
  if (zone === null && facts.occupation.category === 'military') {
    level = '用普通雇主看得懂的方式记录自己的本领';
  } else if (zone === null) {
    level = `这个代码没有准备等级记录，就以具体岗位的招聘要求为准${education ? `（美国劳工统计局列出的典型入职学历是${educationZh(education)}）` : ''}`;
  } else if (zone <= 2) {
    level = '在这个准备等级，一张被行业认可的短期证书，比一个学位更能帮你往上走';
  } else if (zone === 3) {
    level = '在这个准备等级（3/5），学徒项目、副学士学位或行业认证是常见的进阶路径';
  } else if (zone === 4) {
    level = `既然入行通常要求${education ? educationZh(education) : '相应学位'}，下一步就是往 AI 最难触及的细分方向专精`;
  } else {
    level =
      '在准备等级 5 的职业里，学位只是入场券，真正拉开差距的是专科方向和一次次艰难判断积累下来的口碑';
  }
  const tail = exposed ? '优先选择证明判断力和责任担当的资质，而不是证明常规产出能力的资质。' : '';
  return `- **资质与证书**：${level}；在“${facts.category.zh}”领域，真正管用的是${note.credential}。${tail}`;
}

function moves(facts: JobFacts): string {
  const { safer } = facts;
  if (safer.length > 0) {
    const list = safer.map((item) => `${item.title_zh}（${item.ai_replacement_rate}%）`);
    return `- **可以考虑的转向**（替代率都至少低 10 个百分点，且在 O*NET 相关职业列表或同一职业小类中与本职业相近）：${listZh(list)}。`;
  }
  if (facts.band === 'none')
    return '- **转向**：这个职业没有研究数据，无法按暴露度给相邻职业排序。';
  if (facts.band === 'very-low' || facts.band === 'low') {
    return `- **转向**：几乎没有明显更安全的相邻职业，因为${facts.score.aiReplacementRate}%的替代率本身就处在低位；如果要换，理由应当是收入或需求，而不是暴露度。`;
  }
  return '- **转向**：相近的职业里没有替代率低 10 个百分点以上的，更好的策略是在本职工作里做深做专。';
}

function timing(facts: JobFacts): string | null {
  if (!facts.demand) return null;
  const { changePct, averageChangePct } = facts.demand.figures;
  if (changePct < 0)
    return `- **时机**：预计到 2034 年就业减少${decimal(Math.abs(changePct))}%，趁经验还吃香，早做下一步打算。`;
  if (changePct > averageChangePct + 1.5)
    return `- **时机**：需求在增长（到 2034 年${signedPct(changePct)}），可以一边工作一边积累新技能，不必急着离开。`;
  return `- **时机**：需求大体随大盘变化（到 2034 年${signedPct(changePct)}）；稳步提升技能，比突然转行更稳妥。`;
}

export function humanAdviceZh(facts: JobFacts): string {
  return [leanIn(facts), directAi(facts), credentials(facts), moves(facts), timing(facts)]
    .filter(Boolean)
    .join('\n');
}
