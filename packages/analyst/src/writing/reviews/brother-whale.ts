import { NEXT_THRESHOLD, NOW_THRESHOLD, STAYS_THRESHOLD } from '../../analysis/activity-ranking';
import type { JobFacts } from '../../analysis/job-facts';
import { activityExposure } from '../../analysis/persona-scores';
import type { TStudyId } from '@irreplaceable/contracts/analysis/job-analysis';
import { beta, inSentence, share } from '../format';
import { STUDY_SHORT, workMixEn, workMixZh } from '../labels';
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
    mixed: '水流两个方向都有',
    shaky: '暗流不小',
    exposed: '已经是深水区',
  },
} as const;

function comment(facts: JobFacts, score: number, lang: 'en' | 'zh'): string {
  const { activities } = facts;
  const title = facts.title[lang];
  const depth = DEPTH[lang][verdictOf(score)];
  if (!activities) {
    return lang === 'en'
      ? `I went looking for activity-level data on ${title} and found none. Without it I fall back on the occupation-level figures and get ${score}/100: ${depth}, but seen from the surface only.`
      : `我想找${title}在活动层面的数据，结果一项也没有。只能退回到职业层面的数字，算出${score}/100——${depth}，但只是从水面上看的。`;
  }
  const top = activities.most[0]!;
  const safe = activities.least[0] ?? null;
  const practical =
    activities.nowShare >= 0.3
      ? lang === 'en'
        ? 'Practically: hand the first group to the tools and guard the second.'
        : '落到操作上：第一组交给工具，第二组守住。'
      : lang === 'en'
        ? 'Practically: build on the activities that stay, and keep an eye on the middle band.'
        : '落到操作上：在留下来的活动上深耕，同时盯紧中间地带。';
  if (lang === 'en') {
    const contrast = safe
      ? `The deepest exposure is in *${inSentence(top.name)}* (β ${beta(top.gpt4)}); the safest ground is *${inSentence(safe.name)}* (β ${beta(safe.gpt4)}).`
      : `The most exposed activity is *${inSentence(top.name)}* (β ${beta(top.gpt4)}).`;
    return `I dove into the activity-level data for ${title}: ${activities.count} rated work activities, ${workMixEn(pagePlan(facts).work!)}. ${contrast} Weighting each by its share of the tasks, I get ${score}/100 for resilience: ${depth}. ${practical}`;
  }
  const contrast = safe
    ? `暴露最深的是“${top.nameZh}”（β ${beta(top.gpt4)}），最稳的是“${safe.nameZh}”（β ${beta(safe.gpt4)}）。`
    : `暴露最深的活动是“${top.nameZh}”（β ${beta(top.gpt4)}）。`;
  return `我潜下去看了${title}在活动层面的数据：一共${activities.count}项评过分的工作活动，${workMixZh(pagePlan(facts).work!)}。${contrast}按每项活动在任务中的占比加权，我算出的韧性是${score}/100——${depth}。${practical}`;
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
    lines.push(
      lang === 'en'
        ? '- No activity data: O*NET rates no tasks for this code, so I read the rate as a rough sketch.'
        : '- 没有活动数据：O*NET 没有为这个代码评估任务，所以我只把替代率当成一张草图。',
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
        `- Microsoft’s Copilot data judge conversations about *${inSentence(top.name)}* completed ${share(top.completionAi)} of the time.`,
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
        `- 微软的 Copilot 数据显示，关于“${top.nameZh}”的对话有${share(top.completionAi)}被判定为顺利完成。`,
      );
    lines.push(
      `- 职业层面的替代率（${score.aiReplacementRate}%）${gap >= 8 ? '高于' : gap <= -8 ? '低于' : '基本吻合'}单看活动得出的数字（${exposure}%）${puller ? `，主要是${STUDY_SHORT[puller].zh}把它${gap > 0 ? '拉高' : '拉低'}了。` : '。'}`,
    );
  }
  return lines.join('\n');
}

export const brotherWhaleReview: Reviewer = (facts, score, lang) => ({
  comment: comment(facts, score, lang),
  review_comment: note(facts, lang),
});
