import type { JobFacts } from '../../analysis/job-facts';
import type { StudyPattern } from '../../analysis/study-readings';
import type { TStudyContribution } from '@irreplaceable/contracts/analysis/job-analysis';
import { beta, decimal, listEn, listZh } from '../format';
import { STUDIES } from '../../scoring/studies';
import { STUDY_SHORT } from '../labels';
import { verdictOf, type Reviewer } from './review-text';

/** Uncle Big G (gemini, 大G叔): cheerful and data-loving; weighs how many studies speak. */

const TOTAL_STUDIES = STUDIES.length;
/** How many studies are on the shelf, in words (the shelf holds fewer than ten). */
const SHELF = {
  en: ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'][TOTAL_STUDIES],
  zh: ['零', '一', '两', '三', '四', '五', '六', '七', '八', '九'][TOTAL_STUDIES],
};

type Headline = StudyPattern | 'degree' | 'silence';

function headline(facts: JobFacts): Headline {
  if (facts.studies.present.length === 0) return 'silence';
  return facts.studies.patterns[0] ?? 'degree';
}

const DEBATE: Record<'en' | 'zh', Record<Headline, string>> = {
  en: {
    'language-not-automation': 'language models against old-style automation',
    'automation-not-language': 'old-style robots against new-style chatbots',
    'raters-split': 'GPT-4 against the human raters',
    'usage-lags': 'potential against actual use',
    'usage-leads': 'actual use racing ahead of the ratings',
    consistent: 'that there is no debate: they mostly agree',
    degree: 'a mild difference of degree',
    silence: 'silence',
  },
  zh: {
    'language-not-automation': '语言模型与老式自动化之争',
    'automation-not-language': '老式机器人与新式聊天机器人之争',
    'raters-split': 'GPT-4 与人工评分之争',
    'usage-lags': '潜力与实际使用之间的落差',
    'usage-leads': '实际使用跑在评分前面',
    consistent: '没什么争论，大家基本一致',
    degree: '程度上的小分歧',
    silence: '一片沉默',
  },
};

const MOOD = {
  en: [
    'quite a family argument!',
    'a lively but friendly debate.',
    'practically singing in harmony.',
  ],
  zh: ['简直是一场家庭大辩论！', '争得热闹，但很友好。', '几乎是异口同声。'],
} as const;

/**
 * Uncle Big G opens with how many studies speak and how far apart the loudest and the calmest
 * are: the range is his own figure for the job, so it opens the review rather than a greeting.
 */
function opening(facts: JobFacts, lang: 'en' | 'zh'): string {
  const n = facts.studies.present.length;
  const title = facts.title[lang];
  const sorted = [...facts.studies.present].sort((a, b) => b.normalized! - a.normalized!);
  const high = sorted[0];
  const low = sorted.at(-1);
  const name = (item: TStudyContribution) => STUDY_SHORT[item.study][lang];
  const value = (item: TStudyContribution) => beta(item.normalized!);
  if (!high || !low) {
    return lang === 'en'
      ? `Not a single study behind the rate covers ${title}, a rare blank spot on my map! With nothing to average, I give no score rather than guess one.`
      : `替代率背后的研究没有一项覆盖${title}，地图上难得的一块空白！没东西可平均，我宁可不打分，也不瞎猜。`;
  }
  if (n === 1)
    return lang === 'en'
      ? `${title} is a bit of a mystery: just one of ${SHELF.en} studies covers it, ${name(high)} at ${value(high)}.`
      : `${title}有点神秘：${SHELF.zh}项研究里只有${name(high)}覆盖了它，读数${value(high)}。`;
  const spread = high.normalized! - low.normalized!;
  const mood = MOOD[lang][spread >= 0.4 ? 0 : spread >= 0.2 ? 1 : 2];
  if (lang === 'en') {
    const range = `from ${name(low)} at ${value(low)} up to ${name(high)} at ${value(high)}`;
    if (n === TOTAL_STUDIES)
      return `Ha, all ${SHELF.en} studies on my shelf have scored ${title}, ${range}: ${mood}`;
    if (n >= 5) return `Ooh, ${title}: ${n} of ${SHELF.en} studies weigh in, ${range}: ${mood}`;
    return `${title}, eh: only ${n} of ${SHELF.en} studies cover it, ${range}, so we work with what we’ve got!`;
  }
  const range = `最淡定的是${name(low)}（${value(low)}），最担心的是${name(high)}（${value(high)}）`;
  if (n === TOTAL_STUDIES)
    return `哈哈，我书架上${SHELF.zh}项研究全给${title}打了分：${range}，${mood}`;
  if (n >= 5) return `哟，${title}：${SHELF.zh}项研究里有${n}项给了数据，${range}，${mood}`;
  return `${title}嘛，${SHELF.zh}项研究里只有${n}项覆盖它：${range}，有啥用啥吧！`;
}

function funFact(facts: JobFacts, lang: 'en' | 'zh'): string | null {
  const usage = facts.occupation.exposure.anthropic;
  if (!usage) return null;
  const share = decimal(usage.sharePct, usage.sharePct >= 0.1 ? 2 : 3);
  const tier = usage.sharePct >= 1 ? 0 : usage.sharePct >= 0.1 ? 1 : usage.sharePct >= 0.02 ? 2 : 3;
  return lang === 'en'
    ? `Fun fact: its tasks make up ${share}% of all Claude conversations in Anthropic’s data, ${['one of the most-discussed jobs in the whole dataset', 'a solid slice of the chatter', 'a modest slice of the chatter', 'barely a blip'][tier]}.`
    : `冷知识：在 Anthropic 的数据里，它的任务占了 Claude 全部对话的${share}%，${['是整个数据集里被聊得最多的职业之一', '算是不小的一块', '只占一小块', '几乎可以忽略不计'][tier]}。`;
}

const CHEER = {
  en: {
    strong: 'a cheerful result',
    solid: 'pretty good news',
    mixed: 'a coin still spinning in the air',
    shaky: 'worth keeping an eye on',
    exposed: 'time to get curious about new skills',
  },
  zh: {
    strong: '挺让人开心的结果',
    solid: '算是好消息',
    mixed: '胜负还没定',
    shaky: '值得多留个心眼',
    exposed: '该琢磨学点新本事了',
  },
} as const;

function verdict(facts: JobFacts, score: number | null, lang: 'en' | 'zh'): string | null {
  if (score === null) return null;
  const mean = beta(studiesMean(facts));
  const cheer = CHEER[lang][verdictOf(score)];
  const missing = TOTAL_STUDIES - facts.studies.present.length;
  if (lang === 'en')
    return `Their mean exposure is ${mean}, so${missing ? `, allowing for the ${missing} missing,` : ''} I land on ${score}/100 for resilience: ${cheer}.`;
  return `它们的平均暴露度是${mean}，${missing ? `再算上缺的${missing}项，` : ''}抗替代评分我给${score}/100，${cheer}。`;
}

/** The mean of every study present on the 0–1 scale: Uncle Big G's own figure. */
function studiesMean(facts: JobFacts): number {
  const all = facts.studies.present.map((item) => item.normalized!);
  return all.reduce((a, b) => a + b, 0) / Math.max(all.length, 1);
}

/** The first O*NET related occupation that a study covers, with its rate. */
function closestCousin(facts: JobFacts): { title: string; titleZh: string; rate: number } | null {
  for (const related of facts.occupation.related) {
    const other = facts.knowledge.byCode.get(related.code);
    const rate = other ? facts.rateOf(other.code) : null;
    if (other && rate !== null)
      return { title: other.title, titleZh: other.titleZh ?? other.title, rate };
  }
  return null;
}

function cousinVerdict(cousin: number, own: number, lang: 'en' | 'zh'): string {
  const diff = cousin - own;
  if (lang === 'en')
    return diff >= 5
      ? ', more exposed than this one'
      : diff <= -5
        ? ', a calmer relative'
        : ', about the same';
  return diff >= 5 ? '，比它更容易受影响' : diff <= -5 ? '，是位更淡定的亲戚' : '，和它差不多';
}

function note(facts: JobFacts, lang: 'en' | 'zh'): string {
  const { studies } = facts;
  const n = studies.present.length;
  const covered = facts.band !== 'none';
  const missing = studies.missing.map((id) => STUDY_SHORT[id][lang]);
  const rate = facts.score.aiReplacementRate / 100;
  const outlier = covered
    ? [...studies.present].sort(
        (a, b) => Math.abs(b.normalized! - rate) - Math.abs(a.normalized! - rate),
      )[0]
    : undefined;
  const unweighted = studies.present
    .filter((item) => item.weight === 0)
    .map(
      (item) =>
        `${STUDY_SHORT[item.study][lang]}${lang === 'en' ? ' (' : '（'}${beta(item.normalized!)}${lang === 'en' ? ')' : '）'}`,
    );
  const cousin = closestCousin(facts);
  const mean = beta(studiesMean(facts));
  if (lang === 'en') {
    const lines = ['**Uncle Big G’s data corner:**', ''];
    lines.push(
      n === 0
        ? `- Coverage: 0/${TOTAL_STUDIES} studies, so there is nothing yet to debate.`
        : `- Coverage: ${n}/${TOTAL_STUDIES} studies${missing.length ? ` (missing: ${listEn(missing)})` : ', none missing'}, with a mean exposure of ${mean}; the headline debate is ${DEBATE.en[headline(facts)]}${n < 4 ? ', and with this few I’d love a second opinion before betting a career on it' : ''}.`,
    );
    if (outlier)
      lines.push(
        `- Biggest outlier: ${STUDY_SHORT[outlier.study].en} at ${beta(outlier.normalized!)}, against a rate of ${beta(rate)} on the same scale.`,
      );
    if (unweighted.length)
      lines.push(
        `- ${listEn(unweighted)} ${unweighted.length === 1 ? 'is' : 'are'} shown but not weighted; I like having ${unweighted.length === 1 ? 'it' : 'them'} on the table anyway.`,
      );
    if (cousin)
      lines.push(
        `- Family comparison: its closest cousin in O*NET’s related list, *${cousin.title}*, scores ${cousin.rate}%${covered ? cousinVerdict(cousin.rate, facts.score.aiReplacementRate, 'en') : ', while this one has no study to compare it with'}.`,
      );
    return lines.join('\n');
  }
  const lines = ['**大G叔的数据角：**', ''];
  lines.push(
    n === 0
      ? `- 覆盖情况：0/${TOTAL_STUDIES}，眼下还没什么可争的。`
      : `- 覆盖情况：${n}/${TOTAL_STUDIES}项研究${missing.length ? `（缺${listZh(missing)}）` : '，一项不缺'}，平均暴露度${mean}；最大的看点是${DEBATE.zh[headline(facts)]}${n < 4 ? '。研究这么少，拿职业生涯下注之前，我很想再听听别的意见' : ''}。`,
  );
  if (outlier)
    lines.push(
      `- 最大的“异见者”：${STUDY_SHORT[outlier.study].zh}，读数${beta(outlier.normalized!)}，而同一尺度上的替代率是${beta(rate)}。`,
    );
  if (unweighted.length)
    lines.push(`- ${listZh(unweighted)}只展示、不计入权重，不过我还是喜欢把它们摆上桌。`);
  if (cousin)
    lines.push(
      `- 串个门：O*NET 相关职业列表里最近的亲戚“${cousin.titleZh}”是${cousin.rate}%${covered ? cousinVerdict(cousin.rate, facts.score.aiReplacementRate, 'zh') : '，可惜这份工作还没有研究能拿来比'}。`,
    );
  return lines.join('\n');
}

export const uncleBigGReview: Reviewer = (facts, score, lang) => ({
  comment: [opening(facts, lang), funFact(facts, lang), verdict(facts, score, lang)]
    .filter(Boolean)
    .join(lang === 'en' ? ' ' : ''),
  review_comment: note(facts, lang),
});
