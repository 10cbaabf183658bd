import type { TStudyContribution, TStudyId } from '@irreplaceable/contracts/analysis/job-analysis';
import type { JobFacts } from '../analysis/job-facts';
import type { StudyPattern } from '../analysis/study-readings';
import { CATEGORY_NOTES } from './category-notes';
import { beta, decimal, listZh, share, signedPct } from './format';
import { KIND_SHORT_ZH, STUDY_SHORT } from './labels';
import { pagePlan } from './plan/page-plan';
import { fieldPosition, groupByReason, groupStudies } from './sources';

/** 替代率所处区间的含义，并点出暴露度最高的活动。 */
function bandClause(facts: JobFacts): string {
  const [top, second] = (facts.activities?.most ?? []).map((item) => `“${item.nameZh}”`);
  switch (facts.band) {
    case 'none':
      return '';
    case 'very-low':
      return `研究几乎找不到当前 AI 能接手的部分${top ? `，就连${top}也只有一部分是它做得了的` : ''}`;
    case 'low':
      return `AI 能碰到一些边角工作${top ? `（比如${top}）` : ''}，但碰不到核心`;
    case 'moderate':
      return `有相当一部分任务${top ? `（头一个就是${top}）` : ''}可以借助 AI 提速，但大多数还得靠人`;
    case 'elevated':
      return `相当一部分任务${top ? `（头一个就是${top}）` : ''}AI 工具已经做得了，通常先变的是干活的方式，然后才轮到岗位数量`;
    case 'high':
      return `这份工作的很多内容${second ? `，从${top}到${second}，` : ''}AI 已经能做，或能大大提速`;
    case 'very-high':
      return `它的大部分任务${second ? `（包括${top}和${second}）` : ''}，AI 已经能直接完成，或显著加快`;
  }
}

const FIELD_POSITION = {
  'well-above': '远高于',
  above: '高于',
  level: '基本持平于',
  below: '低于',
  'well-below': '远低于',
} as const;

/** 没有替代率的页面上的国际劳工组织数字：照常列出，并说明它不单独构成替代率。 */
function iloAloneZh(facts: JobFacts): string {
  const ilo = facts.occupation.exposure.ilo;
  if (!ilo) return '';
  const scores =
    ilo.range === null
      ? `给这一代码对应的国际职业组打出${decimal(ilo.value, 3)}分`
      : `给这一代码对应的${ilo.from.length}个国际职业组打出${decimal(ilo.range[0], 3)}到${decimal(ilo.range[1], 3)}分，平均${decimal(ilo.value, 3)}分`;
  return `国际劳工组织的生成式 AI 暴露度从不单独构成替代率，它${scores}。`;
}

function rateMeaning(facts: JobFacts): string {
  const rate = facts.score.aiReplacementRate;
  const title = facts.title.zh;
  // Never "higher than 100% of occupations": the job is one of them.
  const below = Math.min(99, facts.ratePercentile ?? 0);
  if (facts.band === 'none') {
    return `构成替代率的研究都没有覆盖${title}，所以本页给不出它的 AI 替代率：这个数是未知，不是居中。本页不妨当作职业介绍来读，它量不出暴露度。${iloAloneZh(facts)}`;
  }
  const first = {
    'very-low': `AI 替代率为**${rate}%**，${title}在我们追踪的职业里属于受冲击最小的一批：只有${below}%的职业比它更低。`,
    low: `替代率**${rate}%**，处在偏低区间，有${100 - below}%的职业比它更容易受 AI 影响。`,
    moderate: `替代率**${rate}%**，大致居中，高于${below}%的职业。`,
    elevated: `替代率**${rate}%**，高于${below}%的职业。`,
    high: `替代率**${rate}%**，${title}属于暴露度较高的职业，高于${below}%的职业。`,
    'very-high': `替代率高达**${rate}%**，${title}在我们追踪的职业里属于暴露度最高的一批，高于${below}%的职业。`,
  }[facts.band];
  const position = fieldPosition(facts);
  const second = position
    ? `${bandClause(facts)}；它${FIELD_POSITION[position]}“${facts.category.zh}”类约${decimal(facts.categoryRate!, 0)}%的平均水平。`
    : `${bandClause(facts)}。`;
  return first + second;
}

const studyWithValue = (item: TStudyContribution) =>
  `${STUDY_SHORT[item.study].zh} ${beta(item.normalized!)}`;

function studyGroups(facts: JobFacts): string | null {
  const { above, close, below, reference } = groupStudies(facts);
  const { highest, lowest } = facts.studies;
  if (!highest || !lowest) return null;
  const rate = beta(facts.score.aiReplacementRate / 100);
  const lines = [
    highest === lowest
      ? `换算到统一的0–1尺度上（替代率为${rate}），这里只有${STUDY_SHORT[highest.study].zh}计入权重：`
      : `换算到统一的0–1尺度上，计入权重的研究读数低至${beta(lowest.normalized!)}（${STUDY_SHORT[lowest.study].zh}），高至${beta(highest.normalized!)}（${STUDY_SHORT[highest.study].zh}），替代率${rate}落在中间：`,
    '',
  ];
  if (above.length) lines.push(`- **高于替代率**：${above.map(studyWithValue).join('，')}`);
  if (close.length) lines.push(`- **与替代率接近**：${close.map(studyWithValue).join('，')}`);
  if (below.length) lines.push(`- **低于替代率**：${below.map(studyWithValue).join('，')}`);
  if (reference.length)
    lines.push(`- **仅作参考、不计入权重**：${reference.map(studyWithValue).join('，')}`);
  return lines.join('\n');
}

function patternText(facts: JobFacts, pattern: StudyPattern): string {
  const value = (id: TStudyId) => beta(facts.studies.value(id) ?? 0);
  const { activities } = facts;
  const top = activities?.most[0];
  switch (pattern) {
    case 'language-not-automation':
      return `GPT-4 给这些任务的语言模型暴露度打出 β ${value('gpts_gpt4_beta')}，而 Frey 与 Osborne 估计整份工作被计算机化的概率只有${value('frey_osborne')}。两相对照：这份工作**的案头部分${top ? `（比如“${top.nameZh}”）` : ''}容易受语言模型影响，整份工作却不容易自动化**。`;
    case 'automation-not-language': {
      const work = pagePlan(facts).work;
      const hands = work
        ? `有${share(work.shares.physical)}落在体力和操作类活动上、${share(work.shares['desk-output'])}落在案头产出上`
        : '大多不是文字工作';
      return `Frey 与 Osborne 的估计（${value('frey_osborne')}）远高于语言模型相关的评分（GPT-4：${value('gpts_gpt4_beta')}）。他们2013年的方法问的是“有没有哪种机器能接手这份工作”，新研究只问语言模型；这份工作的任务权重${hands}，语言模型使得上劲的地方有限：**那个较高的老数字说的是机械化，不是聊天机器人**。`;
    }
    case 'raters-split': {
      const gpt4 = facts.studies.value('gpts_gpt4_beta') ?? 0;
      const human = facts.studies.value('gpts_human_beta') ?? 0;
      const gap = activities?.widestRaterGap;
      const where = gap
        ? `，分歧最大的是“${gap.nameZh}”（GPT-4 ${beta(gap.gpt4)}，人工 ${beta(gap.human)}）`
        : '';
      return gpt4 > human
        ? `GPT-4 给自己在这些任务上的作用打分更高（${beta(gpt4)}），人工标注员低一些（${beta(human)}）${where}：熟悉这行的人看得出，很多环节要看情境、靠判断，或者得有人在现场。`
        : `人工标注员看到的暴露度（${beta(human)}）反而高于 GPT-4 的自评（${beta(gpt4)}）${where}：这种情况不多见，说明人们觉得语言模型能做的比它自己说的还多。`;
    }
    case 'usage-lags':
      return `实际用起来的还赶不上潜力：微软的 Copilot 数据折算后只有${value('microsoft_applicability')}，明显低于任务评分，说明做这行的人还没怎么把工作${top ? `（比如“${top.nameZh}”）` : ''}交给 AI 助手。`;
    case 'usage-leads':
      return `实际使用跑在了评分前头：微软的 Copilot 数据（折算后${value('microsoft_applicability')}）显示，人们已经把这类“${facts.category.zh}”工作交给 AI 助手，程度超出了任务评分的预期。`;
    case 'consistent':
      return `计入权重的几项研究结论相当接近（最多相差${beta(facts.studies.spread ?? 0)}），替代率不是靠某一种方法撑起来的。`;
  }
}

function agreement(facts: JobFacts): string | null {
  const { patterns, present } = facts.studies;
  if (present.length === 0) return null;
  if (patterns.length > 0)
    return patterns
      .slice(0, 2)
      .map((p) => patternText(facts, p))
      .join('');
  // 没有明显的分歧格局就不多说：可信度一句已经交代了单项研究能把替代率拉动多少。
  return null;
}

const MISSING_REASON: Record<TStudyId, string> = {
  gpts_gpt4_beta: 'O*NET 没有为它评估任务',
  gpts_human_beta: 'O*NET 没有为它评估任务',
  microsoft_applicability: '微软的研究不含缺少 O*NET 任务数据的职业',
  frey_osborne: 'Frey 与 Osborne 使用的 2010 版职业分类中没有对应职业',
  aioe: 'Felten 评分所依据的 2010 版职业分类中没有对应职业',
  lm_aioe: 'Felten 评分所依据的 2010 版职业分类中没有对应职业',
  anthropic_usage: '2025年2月发布的数据里没有一段对话对得上它的任务',
  ilo_genai: '它对应的国际职业组没有国际劳工组织的评分',
  anthropic_observed_2026: 'Anthropic 2026 年的实际使用数据没有收录它',
};

const CONFIDENCE_ZH = { high: '高', medium: '中', low: '低' } as const;

function freyOsborneNote(facts: JobFacts): string {
  const fo = facts.occupation.exposure.freyOsborne;
  if (!fo) return '';
  if (fo.how === 'derived')
    return '；唯一要打折扣的是 Frey-Osborne 的数字，它经由我们对一个非标准代码的映射得来，只是近似值';
  if (fo.range && fo.range[1] - fo.range[0] >= 0.2)
    return `；其中 Frey-Osborne 的数字是${fo.from.length}个差别很大的旧代码的平均值（${beta(fo.range[0])}到${beta(fo.range[1])}）`;
  if (fo.how === 'crosswalk')
    return '；其中 Frey-Osborne 的数字是经2010→2018年代码对照表换算过来的';
  return '';
}

/** 没有 Claude 对话这件事，和任务评分放在一起怎么读。 */
function noUsageReading(facts: JobFacts): string {
  const gpt4 = beta(facts.studies.value('gpts_gpt4_beta') ?? 0);
  switch (pagePlan(facts).noUsage) {
    case 'expected':
      return `，这和 GPT-4 给它的低评分（β ${gpt4}）对得上`;
    case 'surprising':
      return `，尽管 GPT-4 给它的任务评分达到 β ${gpt4}`;
    case 'neither':
      return `；GPT-4 给它的任务评分是 β ${gpt4}，不高也不低`;
    case null:
      return '';
  }
}

/** 中文里紧跟汉字的西文名前留一个空格，与全站排版一致。 */
const spaced = (name: string) => (/^[A-Za-z0-9]/.test(name) ? ` ${name}` : name);

/** 替代率最依赖哪一项研究，去掉它会变成多少。 */
function leaveOneOut(facts: JobFacts): string {
  const robust = pagePlan(facts).robustness;
  if (!robust) return '';
  const study = STUDY_SHORT[robust.study].zh;
  const rate = facts.score.aiReplacementRate;
  if (robust.without === rate)
    return `；任意拿掉一项，替代率都还是${rate}%，连影响最大的${spaced(study)}也不例外`;
  return `；替代率最依赖的是${spaced(study)}，去掉它，${rate}%会变成${robust.without}%`;
}

function confidence(facts: JobFacts): string {
  const { score, studies, occupation } = facts;
  if (score.studiesAvailable === 0) {
    return `可信度**低**：构成替代率的研究都没有覆盖${occupation.category === 'military' ? '军事职业' : '这一代码'}，本页没有任何数字是在测量它本身的暴露度。`;
  }
  const head =
    score.confidence === 'high'
      ? `可信度**高**：计入权重的四项研究全部覆盖了它${studies.missing.length === 0 ? '，四项参考研究也都有数据' : ''}${leaveOneOut(facts)}${freyOsborneNote(facts)}。`
      : `可信度**${CONFIDENCE_ZH[score.confidence]}**：计入权重的四项研究中有${score.weightedStudiesAvailable}项覆盖它，缺的那几项权重按比例分给了其余研究，没有凭空估一个数${leaveOneOut(facts)}${freyOsborneNote(facts)}。`;
  if (studies.missing.length === 0) return head;
  const groups = groupByReason(studies.missing, {
    ...MISSING_REASON,
    anthropic_usage: `${MISSING_REASON.anthropic_usage}${noUsageReading(facts)}`,
  });
  return `${head}缺少：${groups.map(([reason, ids]) => `${listZh(ids.map((id) => STUDY_SHORT[id].zh))}（${reason}）`).join('；')}。`;
}

function notJobLoss(facts: JobFacts): string {
  const { demand } = facts;
  const { work, outlook } = pagePlan(facts);
  const brake = CATEGORY_NOTES[facts.category.id].zh.brake;
  const family = work?.mostly ? KIND_SHORT_ZH[work.main] : '这份工作';
  const named = outlook.example ? `（最先受影响的是“${outlook.example.nameZh}”）` : '';
  const least = outlook.example ? `（暴露度最低的是“${outlook.example.nameZh}”）` : '';
  const most = outlook.example ? `（暴露度最高的是“${outlook.example.nameZh}”）` : '';
  const change = demand?.figures.changePct ?? 0;
  const average = signedPct(demand?.figures.averageChangePct ?? 0);
  switch (outlook.versusJobs) {
    case 'no-projections':
      return `暴露度量的是 AI 在任务层面能做什么，不是将来会有多少岗位；这个职业没有美国劳工统计局的预测数据，两者没法放在一起看。${brake}`;
    case 'falling-and-exposed':
      return `美国劳工统计局已经预测，到2034年就业将减少${decimal(-change)}%（全部职业：${average}）。预测没有把 AI 和其他因素分开，这两个数字只能并排看，不能简单当成因果。${brake}`;
    case 'falling-for-other-reasons':
      return `预计到2034年就业将减少${decimal(-change)}%，但研究认为 AI 在${family}上能做的事很少${least}，原因另有所在。${brake}`;
    case 'growing-though-exposed':
      return `**暴露不等于失业**：美国劳工统计局预测到 2034 年就业变化${signedPct(change)}（全部职业：${average}）；暴露度高，往往先改变${family}的方式${named}，然后才改变从业人数。${brake}`;
    case 'low-but-no-guarantee':
      return `反过来，暴露度低也不等于高枕无忧：替代率低只说明 AI 在${family}上能拿走的不多${least}，就业走势是另一回事，美国劳工统计局预计到2034年变化${signedPct(change)}（全部职业：${average}）。${brake}`;
    case 'moderate-and-separate':
      return `替代率居中，说明 AI 能接过${family}的一部分${most}，但接不过大部分；将来有多少人干这行是另一回事，美国劳工统计局预计到2034年变化${signedPct(change)}（全部职业：${average}）。${brake}`;
    case 'no-study-falling':
    case 'no-study-growing':
      return `没有研究数据，也就没有暴露度可以跟就业前景对照；美国劳工统计局预计到2034年就业变化${signedPct(change)}（全部职业：${average}），预测没有拆分原因。${brake}`;
  }
}

export function deepUnderstandingZh(facts: JobFacts): string {
  return [
    rateMeaning(facts),
    studyGroups(facts),
    agreement(facts),
    confidence(facts),
    notJobLoss(facts),
  ]
    .filter(Boolean)
    .join('\n\n');
}
