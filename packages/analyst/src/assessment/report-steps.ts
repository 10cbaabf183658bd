import type { Bilingual } from '../personas/persona-data';
import type { Intent } from './intent';

/** A next step for each reason they gave in phase 1. Placeholders as in category-lines.ts. */
export const INTENT_STEPS: Record<Intent, Bilingual> = {
  money: {
    en: 'Compare what {job} pays where you live with what you need over the next two years.',
    zh: '把你所在城市{job}的收入，和你未来两年的开销需求放在一起比一比。',
  },
  passion: {
    en: 'Find the part of {job} you enjoy most and check on the job page how exposed it is to AI.',
    zh: '找出{job}这份工作里你最喜欢的那部分，到职位页上看看它受 AI 影响有多大。',
  },
  change: {
    en: 'Before you commit, talk to two people who already do {job} work about their first year.',
    zh: '下定决心之前，找两位正在做{job}的人聊聊他们入行第一年的经历。',
  },
  experience: {
    en: 'Write down which of your past results show you can do {human}, the part AI reaches least.',
    zh: '梳理过往成绩，看看哪些能证明你做得好{human}这一 AI 最难触及的部分。',
  },
  flexibility: {
    en: 'Ask people doing {job} work how much say they really have over their hours and place of work.',
    zh: '问问做{job}的人，他们对工作时间和地点到底有多少自主权。',
  },
  impact: {
    en: 'Find the {job} roles where you work directly with the people you want to help, and aim for those.',
    zh: '找出{job}这一行里能直接接触你想帮助的人的岗位，把目标对准它们。',
  },
  ai_risk: {
    en: 'Read the replacement process on the job page and mark the steps you would want to own as AI arrives.',
    zh: '读一读职位页上的“替代进程”，标出 AI 到来时你想牢牢掌握的环节。',
  },
  exploring: {
    en: 'Spend an afternoon on a small, real {job} task, so your next decision rests on experience and not on curiosity alone.',
    zh: '花一个下午做一件真实的{job}小任务，让下一步的决定建立在亲身体验上，而不只是好奇。',
  },
  unclear: {
    en: 'Write down in one sentence what you want {job} to give you; it will sharpen every other step.',
    zh: '用一句话写下你希望{job}给你带来什么，它会让后面每一步都更清楚。',
  },
};

export const EXPOSED_STEP: Bilingual = {
  en: 'Spend two weeks doing {activity} with an AI tool and keep notes on where it goes wrong: that is the work you will be checking.',
  zh: '花两周用 AI 工具做{activity}，记下它在哪儿出错：以后要你把关的就是这些。',
};

export const HUMAN_STEP: Bilingual = {
  en: 'Get real practice in {human}: volunteer for it, shadow someone who does it, or take a short course.',
  zh: '在{human}上攒点真实经验：主动揽下这类活儿、跟着做的人学，或者上一门短期课程。',
};

export const SAFER_STEP: Bilingual = {
  en: 'Before you commit, compare {job} with {safer} ({saferRate}% AI replacement), a less exposed neighbour.',
  zh: '下决定前，把{job}和风险更低的相近职业“{safer}”（AI 替代率 {saferRate}%）比一比。',
};
