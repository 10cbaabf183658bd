import type { MoveRefusal } from '../analysis/safer-occupations';
import type { JobFacts } from '../analysis/job-facts';
import type { UsedAdviceTask } from '../ai-use/task-advice';
import { CATEGORY_NOTES } from './category-notes';
import { beta, decimal, listZh, signedPct } from './format';
import { requiresZh } from './labels';
import type { PreparationStep } from './plan/advice-plan';
import { pagePlan } from './plan/page-plan';

function leanIn(facts: JobFacts): string {
  const note = CATEGORY_NOTES[facts.category.id].zh;
  const { keep } = pagePlan(facts).advice;
  if (keep.length === 0) return `- **发挥只有人能做的部分**：${note.edge}。`;
  return `- **把力气花在 AI 替不了的地方**：${listZh(keep.map((item) => `“${item.nameZh}”`))}。在“${facts.category.zh}”领域，这还意味着${note.edge}。`;
}

function directAi(facts: JobFacts): string {
  const note = CATEGORY_NOTES[facts.category.id].zh;
  const { direct } = pagePlan(facts).advice;
  switch (direct.mode) {
    case 'direct':
      return `- **让 AI 去干它最拿手的活**：${listZh(direct.items.map((item) => `“${item.nameZh}”`))}。${note.aiUse}；AI 交出的东西，责任仍在你身上。`;
    case 'edges':
      return `- **AI 只在边角帮忙**：即便是暴露度最高的“${direct.items[0]!.nameZh}”，β 也只有${beta(direct.items[0]!.gpt4)}，所以重点是${note.aiUse}。`;
    case 'paperwork':
      return `- **AI 能帮上忙的地方**：${note.aiUse}。`;
  }
}

const RELEASE_ZH = { '2025-11': '2025 年 11 月', '2025-03': '2025 年 3 月' } as const;

/** What people already do with AI on the job's own tasks (Anthropic Economic Index). */
function realUse(facts: JobFacts): string | null {
  const picks = pagePlan(facts).advice.tasks;
  if (!picks) return null;
  const { delegated, collaborative, unseen } = picks;
  const used = [delegated, collaborative].filter((t): t is UsedAdviceTask => t !== null);
  const releases = [...new Set(used.map((task) => RELEASE_ZH[task.release]))];
  const source = `Anthropic 经济指数${releases.length > 0 ? `，${releases.join('、')}` : ''}`;
  const sentences = [
    delegated &&
      `人们大多把“${delegated.zh}”直接交给 AI 代劳（相关对话中占 ${delegated.pct}%），不必再在这上面花大把时间。`,
    collaborative &&
      `“${collaborative.zh}”多是与 AI 协作完成（相关对话中占 ${collaborative.pct}%），这正是该学会用 AI 工具的地方。`,
    unseen && `“${unseen.zh}”这项核心任务尚未用到 AI，这正是人仍不可或缺的地方。`,
  ].filter(Boolean);
  return `- **真实的 AI 使用对你的任务意味着什么**（${source}）：${sentences.join('')}`;
}

function preparationStep(facts: JobFacts, step: PreparationStep): string {
  const education = facts.demand?.projections.education ?? null;
  switch (step) {
    case 'military':
      return '用普通雇主看得懂的方式记录自己的本领';
    case 'no-zone':
      return `这个代码没有准备等级记录，就以具体岗位的招聘要求为准${education ? `（按美国劳工统计局的统计，入行一般${requiresZh(education)}）` : ''}`;
    case 'short-certificate':
      return '在这个准备等级，一张行业认可的短期证书，比一个学位更能帮你往上走一步';
    case 'apprenticeship':
      return '在这个准备等级（3/5），往上走通常靠学徒项目、副学士学位或行业认证';
    case 'specialise-after-degree':
      return `入行一般${education ? requiresZh(education) : '要求相应学位'}，拿到之后，下一步是往 AI 最难够到的细分方向钻深`;
    case 'degree-is-the-ticket':
      return '在准备等级 5 的职业里，学位只是入场券，真正拉开差距的是专科方向，以及一次次难题处理下来攒出的口碑';
  }
}

function credentials(facts: JobFacts): string {
  const note = CATEGORY_NOTES[facts.category.id].zh;
  const { advice } = pagePlan(facts);
  const trade = advice.credentialTrade;
  const tail = trade
    ? `与其考“${trade.handOver.nameZh}”方面的证书（这正是 AI 工具越来越拿手的事），不如拿出能证明自己胜任“${trade.keep.nameZh}”的资历。`
    : '';
  return `- **资质与证书**：${preparationStep(facts, advice.preparation)}；在“${facts.category.zh}”领域，真正管用的是${note.credential}。${tail}`;
}

const NO_NATURAL_MOVE_ZH =
  '- **转向**：替代率更低的相近职业，要么技能和知识差得太远，要么门槛或收入更低，都不是顺理成章的下一步；不如在本行里做深做专。';

const REFUSAL_ZH: Record<MoveRefusal, string> = {
  'less-preparation': '对学历和经验的要求比本行低，转过去等于丢掉已有的积累',
  'professional-degree': '需要博士或职业学位，等于重新上学，而不是转行',
  unlike: '所需的技能和知识与本行相去甚远',
  'lower-pay': '收入一般明显低于本行',
};

function moves(facts: JobFacts): string {
  switch (pagePlan(facts).advice.moves) {
    case 'list': {
      const list = facts.safer.map((item) => `${item.title_zh}（${item.ai_replacement_rate}%）`);
      return `- **可以考虑转去的职业**（替代率都至少低10个百分点，所需技能和知识与本行大体相通）：${listZh(list)}。`;
    }
    case 'no-study':
      return '- **转向**：这个职业没有研究数据，无法按暴露度给相邻职业排序。';
    case 'already-low':
      return `- **转向**：${facts.score.aiReplacementRate}%的替代率本身就处在低位，相近职业里很难找到明显更稳的；真要换，该看的是收入或需求，而不是暴露度。`;
    case 'none-less-exposed':
      return '- **转向**：相近职业里没有替代率低10个百分点以上的，不如在本行里做深做专。';
    case 'none-alike': {
      const nearest = facts.nearestRefused;
      if (!nearest) return NO_NATURAL_MOVE_ZH;
      return `- **转向**：替代率更低的职业里，离本行最近的是“${nearest.title_zh}”（${nearest.ai_replacement_rate}%），但它${REFUSAL_ZH[nearest.refusal]}，算不上顺理成章的下一步；不如在本行里做深做专。`;
    }
    case 'no-ratings':
      return '- **转向**：这是一个兜底的“其他”类职业，O*NET 没有给它评定技能，我们判断不了哪些职业与它技能相通；可以参考跟你实际工作最接近的那个具体职业。';
  }
}

function timing(facts: JobFacts): string | null {
  const { outlook, advice } = pagePlan(facts);
  const changePct = facts.demand?.figures.changePct ?? 0;
  const practise = advice.practise ? `“${advice.practise.nameZh}”方面的` : '';
  switch (outlook.timing) {
    case null:
      return null;
    case 'falling':
      return `- **时机**：预计到2034年就业减少${decimal(Math.abs(changePct))}%，趁${practise}经验还吃香，早做下一步打算。`;
    case 'growing':
      return `- **时机**：需求增长快于平均（到2034年${signedPct(changePct)}），可以一边工作一边积累${practise}新本事，不必急着走。`;
    case 'with-market':
      return `- **时机**：需求大体跟着大盘走（到2034年${signedPct(changePct)}）；稳步提升${practise}技能，比突然转行更稳妥。`;
  }
}

export function humanAdviceZh(facts: JobFacts): string {
  return [
    leanIn(facts),
    directAi(facts),
    realUse(facts),
    credentials(facts),
    moves(facts),
    timing(facts),
  ]
    .filter(Boolean)
    .join('\n');
}
