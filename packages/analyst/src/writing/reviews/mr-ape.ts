import type { JobFacts } from '../../analysis/job-facts';
import { CATEGORY_NOTES } from '../category-notes';
import { beta, inSentence, listEn, listZh, peopleEn, peopleZh } from '../format';
import { STUDY_SHORT } from '../labels';
import { activityKind, type ActivityKind } from '../plan/activity-kinds';
import { pagePlan } from '../plan/page-plan';
import { STUDIES } from '../../scoring/studies';
import { verdictOf, type Reviewer } from './review-text';

/** Mr. Ape (claude, 猿先生): thoughtful and careful; weighs people's judgement and the doubt. */

/**
 * Mr. Ape's ethical point, by the kind of work that holds most of the job's task weight (or
 * 'mixed' when none holds a majority); `{a}` is an activity of that kind.
 */
const ETHICS: Record<ActivityKind | 'mixed' | 'none', { en: string; zh: string }> = {
  people: {
    en: 'Much of this work{a} is with people, and what they are owed (attention, honesty, care) is not something to automate lightly.',
    zh: '这份工作很多是和人打交道{a}，人该得到的关心、坦诚和照顾，不该轻易交给机器。',
  },
  'desk-output': {
    en: 'Records and documents{a} look like paperwork, yet other people rely on them being true; someone has to stand behind them.',
    zh: '记录和文档{a}看着只是案头活，可别人要靠它们办事，真假对错总得有人担着。',
  },
  mixed: {
    en: 'The job mixes several kinds of work{a}, and the seams between them are where a person’s judgement holds it together.',
    zh: '这份工作把几类活混在一起{a}，各部分之间的衔接，正是靠人的判断撑起来的。',
  },
  physical: {
    en: 'The work is physical{a}, and skilled manual work deserves more respect than automation debates usually give it.',
    zh: '这是实打实的手上功夫{a}，一门熟手艺该得到的尊重，比谈论自动化时人们通常给的要多。',
  },
  thinking: {
    en: 'Where judgement is the product{a}, someone must stay accountable for it; that is an ethical point as much as an economic one.',
    zh: '这份工作卖的就是判断{a}，判断就得有人负责：这既是经济问题，也是伦理问题。',
  },
  information: {
    en: 'Careful observation and checking{a} are easy to undervalue, yet mistakes here land on other people.',
    zh: '细致的观察和核查{a}很容易被低估，可这里一旦出错，后果要由别人承担。',
  },
  none: {
    en: 'Where the task data is silent, humility is the honest stance.',
    zh: '任务数据沉默的地方，老实承认不知道，才是诚实。',
  },
};

function ethics(facts: JobFacts, lang: 'en' | 'zh'): string {
  const work = pagePlan(facts).work;
  const family = !work ? 'none' : work.mostly ? work.main : 'mixed';
  // The example must belong to the kind the point is about, or it would not illustrate it.
  const least = facts.activities?.least.find(
    (item) => family === 'mixed' || activityKind(item.id) === family,
  );
  // Its own rating ties the point to this job rather than to every job of the kind.
  const example = least
    ? lang === 'en'
      ? ` (think of *${inSentence(least.name)}*, which GPT-4 rates at ${beta(least.gpt4)})`
      : `（比如“${least.nameZh}”，GPT-4 只给它打了${beta(least.gpt4)}）`
    : '';
  const point = ETHICS[family][lang].replace('{a}', example);
  if (family !== 'none' || facts.band === 'none') return point;
  return lang === 'en'
    ? `${point.slice(0, -1)}, even with a ${facts.score.aiReplacementRate}% rate in hand.`
    : `${point.slice(0, -1)}，手里有${facts.score.aiReplacementRate}%这个替代率也一样。`;
}

/** How exposed the job is, in Mr. Ape's words, to colour his reading of the raters. */
function exposureWord(facts: JobFacts, lang: 'en' | 'zh'): string {
  // The same bands the page states the rate in: 38–49% is "fairly", only 50% and up "heavily".
  const low = facts.band === 'very-low' || facts.band === 'low';
  const high = facts.band === 'high' || facts.band === 'very-high';
  const fair = facts.band === 'elevated';
  if (lang === 'en') return low ? 'lightly' : high ? 'heavily' : fair ? 'fairly' : 'moderately';
  return low ? '暴露度低' : high ? '暴露度高' : fair ? '暴露度偏高' : '暴露度居中';
}

function raters(facts: JobFacts, lang: 'en' | 'zh'): string {
  const gpt4 = facts.studies.value('gpts_gpt4_beta');
  const human = facts.studies.value('gpts_human_beta');
  if (gpt4 === null || human === null) {
    const n = facts.studies.present.length;
    if (n === 0)
      return lang === 'en'
        ? 'Nobody, human or model, has rated its tasks, so anything I added would be a guess.'
        : '它的任务没有人评过，模型也没评过，我再补什么都只是猜测。';
    return lang === 'en'
      ? `No human-rated task data exists for it, so the ${facts.score.aiReplacementRate}% rests on ${n === 1 ? 'a single study' : `${n} other studies`}, which leaves me less certain than I would like.`
      : `这个职业没有人工评分的任务数据，${facts.score.aiReplacementRate}%这个数只靠${n === 1 ? '一项研究' : `另外${n}项研究`}撑着，我心里没那么有底。`;
  }
  const [g, h] = [beta(gpt4), beta(human)];
  const word = exposureWord(facts, lang);
  if (gpt4 - human >= 0.2)
    return lang === 'en'
      ? `The people who rated these tasks saw less exposure (${h}) than GPT-4 did (${g}), and for a ${word} exposed job I give their judgement real weight.`
      : `为这些任务打分的人工标注员看到的暴露度（${h}）低于 GPT-4（${g}）；对一份${word}的工作，我会认真对待人的判断。`;
  if (gpt4 - human >= 0.1)
    return lang === 'en'
      ? `GPT-4 sees somewhat more exposure (${g}) than the human raters (${h}); in a ${word} exposed job I lean toward the people.`
      : `GPT-4 看到的暴露度（${g}）比人工评分（${h}）略高；在一份${word}的工作里，我更相信人的判断。`;
  if (human - gpt4 >= 0.2)
    return lang === 'en'
      ? `Human raters saw more exposure (${h}) than GPT-4 itself (${g}); in a ${word} exposed job I take that seriously.`
      : `有意思的是，人工标注员看到的暴露度（${h}）比 GPT-4 自己（${g}）还高；对一份${word}的工作，这一点我不会轻视。`;
  return lang === 'en'
    ? `Human raters and GPT-4 broadly agree here (${h} against ${g}), which, for a ${word} exposed job, makes me more comfortable with the picture.`
    : `人工评分与 GPT-4 大体一致（${h} 对 ${g}），对一份${word}的工作来说，这让我对整体判断更放心一些。`;
}

function comment(facts: JobFacts, score: number | null, lang: 'en' | 'zh'): string {
  const title = facts.title[lang];
  if (score === null) {
    const opening =
      lang === 'en'
        ? `I’d put it carefully: no study has measured ${title}, and I would rather give no score than a made-up one.`
        : `说得稳妥些：还没有研究量过${title}，与其编一个分数，我宁可不打分。`;
    return [opening, raters(facts, lang), ethics(facts, lang)].join(lang === 'en' ? ' ' : '');
  }
  const opening =
    lang === 'en'
      ? {
          strong: `I’d put it carefully: ${title} looks well protected, and I rate its resilience ${score}/100.`,
          solid: `I’d put it carefully: ${title} seems reasonably resilient, ${score}/100 by my reading.`,
          mixed: `I’d put it carefully: ${title} sits in genuinely uncertain territory, ${score}/100.`,
          shaky: `I’d put it carefully: ${title} faces real pressure, though less certain than the headline suggests; ${score}/100.`,
          exposed: `I’d put it carefully, but plainly: ${title} is quite exposed, and it would be unkind to pretend otherwise; ${score}/100.`,
        }[verdictOf(score)]
      : {
          strong: `说得稳妥些：${title}的底子相当稳，我给它的抗替代评分是${score}/100。`,
          solid: `说得稳妥些：${title}看起来挺经得住冲击，按我的读法是${score}/100。`,
          mixed: `说得稳妥些：${title}正处在说不准的地带，我给${score}/100。`,
          shaky: `说得稳妥些：${title}的压力是实打实的，只是没有表面数字看上去那么笃定，我给${score}/100。`,
          exposed: `话要说得稳妥，也要说得直白：${title}暴露得相当厉害，装作没事反倒不厚道，我给${score}/100。`,
        }[verdictOf(score)];
  return [opening, raters(facts, lang), ethics(facts, lang)].join(lang === 'en' ? ' ' : '');
}

const HOW_EN = {
  exact: 'directly',
  crosswalk: 'through the code crosswalk',
  derived: 'through our own mapping',
} as const;
const HOW_ZH = {
  exact: '直接对应到',
  crosswalk: '经代码对照表换算到',
  derived: '经我们自己的映射对应到',
} as const;

function note(facts: JobFacts, lang: 'en' | 'zh'): string {
  const { score, studies, occupation, activities, employment, demand } = facts;
  const en = lang === 'en';
  // Only a missing weighted study loosens the rate; a missing reference study does not.
  const missing = studies.missing
    .filter((id) => STUDIES.find((study) => study.id === id)!.weight > 0)
    .map((id) => STUDY_SHORT[id][lang]);
  const lines = en ? ['**Mr. Ape’s reservations:**', ''] : ['**猿先生的保留意见：**', ''];
  const spread = studies.spread ?? 0;
  const rate = score.aiReplacementRate;
  const covered = facts.band !== 'none';
  if (!covered) {
    lines.push(
      en
        ? '- None of the studies covers it, so there is no rate for me to hold, loosely or otherwise.'
        : '- 没有一项研究覆盖它，也就没有替代率可谈，更谈不上信几分。',
    );
  } else if (missing.length) {
    lines.push(
      en
        ? `- Confidence is ${score.confidence}; ${listEn(missing)} ${missing.length === 1 ? 'is' : 'are'} missing, so I hold the ${rate}% loosely.`
        : `- 可信度${{ high: '高', medium: '中', low: '低' }[score.confidence]}：缺了${listZh(missing)}，这个${rate}%我只信几分。`,
    );
  } else {
    lines.push(
      en
        ? `- All four weighted studies cover it and ${spread <= 0.25 ? `they agree closely, within ${beta(spread)}; agreement between methods is still not proof.` : `they differ by as much as ${beta(spread)}, so the rate is a compromise between methods, not a consensus.`}`
        : `- 计入权重的四项研究都覆盖了它，${spread <= 0.25 ? `彼此相差不过${beta(spread)}；不过，几种方法说法一致，并不等于得到了证明。` : `彼此最多相差${beta(spread)}，这个替代率是几种方法折中出来的，算不上共识。`}`,
    );
  }
  const brake = CATEGORY_NOTES[facts.category.id][lang].brake;
  lines.push(
    en
      ? `- The field matters as much as ${covered ? `the ${rate}% does` : 'any figure would'}: ${inSentence(brake)}`
      : `- 行业本身和${covered ? `${rate}%这个数字` : '任何数字'}一样要紧：${brake}`,
  );
  const gap = activities?.widestRaterGap;
  if (gap && Math.abs(gap.gpt4 - gap.human) >= 0.5) {
    lines.push(
      en
        ? `- GPT-4 and the human raters part ways most over *${inSentence(gap.name)}* (${beta(gap.gpt4)} against ${beta(gap.human)}); a model grading its own reach deserves a second look.`
        : `- GPT-4 与人工评分分歧最大的是“${gap.nameZh}”（${beta(gap.gpt4)} 对 ${beta(gap.human)}）；让模型给自己的能力打分，总得再核一核。`,
    );
  }
  const fo = occupation.exposure.freyOsborne;
  if (fo) {
    const high = fo.value >= 0.5;
    lines.push(
      en
        ? `- Frey and Osborne’s ${high ? 'high' : 'low'} estimate (${beta(fo.value)}) predates language models and reaches this code ${HOW_EN[fo.how]}; ${high ? 'it says more about machines than about chatbots' : 'it may understate what language models changed'}.`
        : `- Frey 与 Osborne 的估计${high ? '偏高' : '偏低'}（${beta(fo.value)}），早于语言模型出现，并且是${HOW_ZH[fo.how]}这个代码的；${high ? '它说的更多是机器，而不是聊天机器人' : '它可能低估了语言模型带来的变化'}。`,
    );
  }
  if (employment) {
    const direction = !demand
      ? 'steady'
      : demand.figures.changePct < 0
        ? 'shrink'
        : demand.figures.changePct > demand.figures.averageChangePct
          ? 'grow'
          : 'steady';
    lines.push(
      en
        ? `- Exposure describes tasks, not livelihoods: for a workforce of ${peopleEn(employment.count)}, projected to ${{ shrink: 'shrink', grow: 'grow', steady: 'hold roughly steady' }[direction]}, how employers use these tools matters as much.`
        : `- 暴露度说的是任务，不是饭碗：这支${peopleZh(employment.count)}人的队伍预计${{ shrink: '会萎缩', grow: '还会壮大', steady: '大体持平' }[direction]}，雇主怎么用这些工具同样关键。`,
    );
  } else {
    lines.push(
      en
        ? '- Exposure describes tasks, not livelihoods, and here we have neither the task data nor the labour-market figures to say more.'
        : '- 暴露度描述的是任务，不是人的生计；而这里既没有任务数据，也没有劳动力市场数字，能说的很有限。',
    );
  }
  return lines.join('\n');
}

export const mrApeReview: Reviewer = (facts, score, lang) => ({
  comment: comment(facts, score, lang),
  review_comment: note(facts, lang),
});
