import {
  NEXT_THRESHOLD,
  NOW_THRESHOLD,
  STAYS_THRESHOLD,
  type ActivityFacts,
  type RankedActivity,
} from '../../analysis/activity-ranking';
import type { JobFacts } from '../../analysis/job-facts';
import { activityExposure } from '../../analysis/persona-scores';
import type { TStudyId } from '@irreplaceable/contracts/analysis/job-analysis';
import { beta, inSentence, share } from '../format';
import { STUDY_SHORT, workMixEn, workMixZh } from '../labels';
import { isCareerActivity } from '../plan/activity-kinds';
import { pagePlan } from '../plan/page-plan';
import { verdictOf, type Reviewer } from './review-text';

/** Brother Whale (deepseek, 鲸鱼哥): calm, dives into the activity-level figures, practical. */

const DEPTH = {
  en: {
    strong: 'solid footing',
    solid: 'steady enough',
    mixed: 'currents running both ways',
    shaky: 'a strong undertow',
    exposed: 'deep water',
  },
  zh: {
    strong: '脚下很稳',
    solid: '还算稳当',
    mixed: '暗流来回拉扯',
    shaky: '暗流不小',
    exposed: '已经是深水区',
  },
} as const;

function withoutActivities(facts: JobFacts, score: number | null, lang: 'en' | 'zh'): string {
  const title = facts.title[lang];
  const rate = facts.score.aiReplacementRate;
  if (score === null)
    return lang === 'en'
      ? `I went looking for activity-level data on ${title} and found none, and no study rates the occupation either. With nothing below the surface to measure, I give no score.`
      : `我想找${title}在活动层面的数据，一项也没有，也没有研究给这个职业打过分。水下什么都量不到，这回我不打分。`;
  const depth = DEPTH[lang][verdictOf(score)];
  return lang === 'en'
    ? `I went looking for activity-level data on ${title} and found none. So I read the ${rate}% occupation-level rate from the surface, drawn 30% toward the middle for what I can’t see, and get ${score}/100: ${depth}, but seen from above.`
    : `我想找${title}在活动层面的数据，结果一项也没有。只能在水面上读职业层面的${rate}%，看不见的部分往中间收三成，算出${score}/100：${depth}，不过是从水面上看的。`;
}

/**
 * What Brother Whale would do about it: hand the most exposed work to the tools when much of the
 * task weight is already within reach, otherwise build on the safest work and watch the activity
 * next in line. He names the second of each where there is one, since the first is named above.
 */
function practical(activities: ActivityFacts, lang: 'en' | 'zh'): string {
  const give = activities.most[1] ?? activities.most[0]!;
  const career = activities.least.filter(isCareerActivity);
  const keep = career[1] ?? career[0] ?? null;
  const next = activities.most.find((item) => item.gpt4 < NOW_THRESHOLD) ?? activities.most[0]!;
  const en = (item: RankedActivity) => `*${inSentence(item.name)}*`;
  const zh = (item: RankedActivity) => `“${item.nameZh}”`;
  if (activities.nowShare >= 0.3)
    return lang === 'en'
      ? `Practically: ${share(activities.nowShare)} of the task weight is already in the models’ reach, so hand work like ${en(give)} to the tools${keep ? ` and guard ${en(keep)}` : ''}.`
      : `落到操作上：${share(activities.nowShare)}的任务权重已经在模型够得着的地方，像${zh(give)}这样的活交给工具${keep ? `，${zh(keep)}要守住` : ''}。`;
  return lang === 'en'
    ? `Practically: ${keep ? `build on ${en(keep)}, and ` : ''}keep an eye on ${en(next)} (β ${beta(next.gpt4)}), the next activity the models could reach.`
    : `落到操作上：${keep ? `在${zh(keep)}上深耕，同时` : ''}盯紧${zh(next)}（β ${beta(next.gpt4)}），模型下一个可能够到的就是它。`;
}

function comment(facts: JobFacts, score: number | null, lang: 'en' | 'zh'): string {
  const { activities } = facts;
  if (!activities || score === null) return withoutActivities(facts, score, lang);
  const title = facts.title[lang];
  const depth = DEPTH[lang][verdictOf(score)];
  const exposure = activityExposure(facts);
  const top = activities.most[0]!;
  const safe = activities.least[0] ?? null;
  if (lang === 'en') {
    const contrast = safe
      ? `The deepest exposure is in *${inSentence(top.name)}* (β ${beta(top.gpt4)}); the safest ground is *${inSentence(safe.name)}* (β ${beta(safe.gpt4)}).`
      : `The most exposed activity is *${inSentence(top.name)}* (β ${beta(top.gpt4)}).`;
    return `I dove into the ${activities.count} rated work activities of ${title}, ${workMixEn(pagePlan(facts).work!)}. ${contrast} Weighted by their share of the tasks they come to ${exposure}% exposure, so I get ${score}/100 for resilience: ${depth}. ${practical(activities, 'en')}`;
  }
  const contrast = safe
    ? `暴露最深的是“${top.nameZh}”（β ${beta(top.gpt4)}），最稳的是“${safe.nameZh}”（β ${beta(safe.gpt4)}）。`
    : `暴露最深的活动是“${top.nameZh}”（β ${beta(top.gpt4)}）。`;
  return `我潜下去看了${title}评过分的${activities.count}项工作活动，${workMixZh(pagePlan(facts).work!)}。${contrast}按各项在任务中的占比加权，暴露度是${exposure}%，我算出的韧性是${score}/100，${depth}。${practical(activities, 'zh')}`;
}

/** The weighted study beyond the GPTs task ratings that pulls the rate furthest up or down. */
function pullingStudy(facts: JobFacts, up: boolean): TStudyId | null {
  const others = facts.studies.present.filter(
    (item) =>
      item.weight > 0 && item.study !== 'gpts_gpt4_beta' && item.study !== 'gpts_human_beta',
  );
  const sorted = others.sort((a, b) =>
    up ? b.normalized! - a.normalized! : a.normalized! - b.normalized!,
  );
  return sorted[0]?.study ?? null;
}

function note(facts: JobFacts, lang: 'en' | 'zh'): string {
  const { activities, score } = facts;
  const lines =
    lang === 'en'
      ? ['**Brother Whale’s notes from below the surface:**', '']
      : ['**鲸鱼哥的水下笔记：**', ''];
  if (!activities) {
    const covered = facts.band !== 'none';
    lines.push(
      lang === 'en'
        ? covered
          ? `- No activity data: O*NET rates no tasks for this code, so I read the ${score.aiReplacementRate}% rate as a rough sketch.`
          : '- No activity data and no study: O*NET rates no tasks for this code, so there is nothing down here for me to read yet.'
        : covered
          ? `- 没有活动数据：O*NET 没有为这个代码评估任务，${score.aiReplacementRate}%这个替代率我只当草图看。`
          : '- 没有活动数据，也没有研究：O*NET 没有为这个代码评估任务，水下暂时没有可读的东西。',
    );
    return lines.join('\n');
  }
  const exposure = activityExposure(facts) ?? 0;
  const gap = score.aiReplacementRate - exposure;
  const top = activities.most[0]!;
  const puller = Math.abs(gap) >= 8 ? pullingStudy(facts, gap > 0) : null;
  if (lang === 'en') {
    lines.push(
      `- ${share(activities.nowShare)} of task weight sits at β ≥ ${NOW_THRESHOLD} and ${share(activities.staysShare)} at β ≤ ${STAYS_THRESHOLD}, in a job that is ${workMixEn(pagePlan(facts).work!)}.`,
    );
    if (top.completionAi !== null && top.gpt4 >= NEXT_THRESHOLD)
      lines.push(
        `- *${top.name}* is rated β ${beta(top.gpt4)} in this job, and Microsoft’s Copilot data judge conversations about it completed ${share(top.completionAi)} of the time.`,
      );
    lines.push(
      `- The occupation-level rate (${score.aiReplacementRate}%) ${gap >= 8 ? 'runs higher than' : gap <= -8 ? 'runs lower than' : 'matches'} what the activities alone say (${exposure}%)${puller ? `, ${gap > 0 ? 'pulled up' : 'pulled down'} mostly by ${STUDY_SHORT[puller].en}.` : '.'}`,
    );
  } else {
    lines.push(
      `- ${share(activities.nowShare)}的任务权重落在 β ≥ ${NOW_THRESHOLD}，${share(activities.staysShare)}落在 β ≤ ${STAYS_THRESHOLD}；这份工作${workMixZh(pagePlan(facts).work!)}。`,
    );
    if (top.completionAi !== null && top.gpt4 >= NEXT_THRESHOLD)
      lines.push(
        `- “${top.nameZh}”在这份工作里的 β 是${beta(top.gpt4)}；微软的 Copilot 数据显示，聊这件事的对话有${share(top.completionAi)}被判定为办成了。`,
      );
    lines.push(
      `- 职业层面的替代率（${score.aiReplacementRate}%）${gap >= 8 ? '高于' : gap <= -8 ? '低于' : '与'}单看活动得出的数字（${exposure}%）${gap > -8 && gap < 8 ? '基本吻合' : ''}${puller ? `，主要是${STUDY_SHORT[puller].zh}把它${gap > 0 ? '拉高' : '拉低'}了。` : '。'}`,
    );
  }
  return lines.join('\n');
}

export const brotherWhaleReview: Reviewer = (facts, score, lang) => ({
  comment: comment(facts, score, lang),
  review_comment: note(facts, lang),
});
