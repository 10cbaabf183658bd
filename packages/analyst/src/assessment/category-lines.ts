import type { TAssessmentCategory } from '@irreplaceable/contracts/assessments/categories';
import type { Bilingual } from '../personas/persona-data';

/**
 * What each category means for someone heading into this job: a strength and a watch point for the
 * summaries, a need and a next step for the report. Placeholders: `{job}`, `{rate}`, `{activity}`
 * (its most exposed work activity) and `{human}` (the activity that stays most human).
 */
export interface CategoryLines {
  strength: Bilingual;
  watch: Bilingual;
  need: Bilingual;
  step: Bilingual;
}

export const CATEGORY_LINES: Record<TAssessmentCategory, CategoryLines> = {
  curiosity: {
    strength: {
      en: 'You go looking for how things work, which is what keeps people ahead of new tools.',
      zh: '你会主动弄明白事情的来龙去脉，这正是能跑在新工具前面的人的习惯。',
    },
    watch: {
      en: 'You tend to stick with what you know; in a job AI keeps changing, that habit costs the most.',
      zh: '你习惯守着熟悉的做法；在一份被 AI 不断改变的工作里，这个习惯代价最大。',
    },
    need: {
      en: 'A habit of trying new tools early, on real {job} tasks, instead of waiting to be trained.',
      zh: '养成尽早拿真实的{job}任务试用新工具的习惯，而不是等着别人来培训。',
    },
    step: {
      en: 'Once a week, try one new AI feature on a real task such as {activity}, and note one thing it got wrong.',
      zh: '每周拿一个真实任务（比如{activity}）试一个 AI 新功能，记下它做错的一处。',
    },
  },
  motivation: {
    strength: {
      en: 'You would do much of this work for its own sake, and that carries people through the dull years.',
      zh: '这份工作的很多部分，你为了它本身就愿意做，这股劲能陪人熬过平淡的年头。',
    },
    watch: {
      en: 'Your drive for this work leans on outside rewards; when those dip, your effort may dip too.',
      zh: '你做这份工作的动力更多来自外部回报；回报一缩水，干劲可能也跟着掉。',
    },
    need: {
      en: 'A reason to do {job} that would survive a pay freeze or a dull year: the part of the work you would choose anyway.',
      zh: '一个就算工资冻结、工作平淡也站得住的理由：找到这份工作里你无论如何都愿意做的那部分。',
    },
    step: {
      en: 'Spend a day shadowing or doing real {job} work, then note which hours you would happily repeat.',
      zh: '花一天跟岗或亲手做真实的{job}工作，记下哪几个小时你愿意一再重复。',
    },
  },
  values: {
    strength: {
      en: 'You know what you want from work, and it points the way {job} is heading.',
      zh: '你清楚自己想从工作中得到什么，方向也和{job}的走向一致。',
    },
    watch: {
      en: 'Your reasons for {job} are still loose, and the first hard year can pull you off course.',
      zh: '你选{job}的理由还比较松散；理由不牢，第一个难熬的年头就可能把你带偏。',
    },
    need: {
      en: 'A clear answer to what you want {job} to give you in five years, checked against where the job goes as AI takes over {activity}.',
      zh: '想清楚五年后你希望{job}给你带来什么，再对照 AI 接手{activity}之后这份工作的走向。',
    },
    step: {
      en: 'Write down in three lines why {job}, then ask someone who does the job whether those reasons hold.',
      zh: '用三句话写下你为什么选{job}，再拿去问一位干这行的人，这些理由站不站得住。',
    },
  },
  talent: {
    strength: {
      en: 'The work seems to come naturally to you, and your instincts tend to hold.',
      zh: '这类工作你上手自然，直觉也往往靠得住。',
    },
    watch: {
      en: 'This kind of work does not come easily to you yet, so expect to build by practice what others bring by instinct.',
      zh: '这类工作你还没找到天然的手感，别人凭直觉做到的，你得靠练。',
    },
    need: {
      en: 'Deliberate practice in {human}, the part of {job} AI reaches least and where instinct counts most.',
      zh: '在{human}上刻意练习：这是{job}这份工作里 AI 最难触及、也最看直觉的部分。',
    },
    step: {
      en: 'Practise {human} on small real cases every week, and ask for feedback each time.',
      zh: '每周找真实的小案例练一练{human}，每次都请人给反馈。',
    },
  },
  structured_thinking: {
    strength: {
      en: 'You weigh options and check facts before you act, which is exactly what checking AI output needs.',
      zh: '你做事前会权衡选项、核对事实，这正是给 AI 的产出把关所需要的。',
    },
    watch: {
      en: 'You decide fast and check little; as AI drafts more of the work, the errors nobody catches become yours.',
      zh: '你决定得快、核对得少；AI 起草的东西越来越多，没人查出的错最后都会算在你头上。',
    },
    need: {
      en: 'A routine for checking AI output on {activity} before it leaves your hands.',
      zh: '一套在{activity}这类工作上检查 AI 产出的固定流程，东西出手前先过一遍。',
    },
    step: {
      en: 'Make a short checklist for reviewing AI output on {activity}, and use it on every piece for a month.',
      zh: '给{activity}做一份检查 AI 产出的简短清单，接下来一个月每件活儿都照着过一遍。',
    },
  },
  empathy: {
    strength: {
      en: 'You read people well and explain things clearly, the part of {job} least likely to be automated.',
      zh: '你善于读懂人、把事讲清楚，这是{job}这份工作里最不容易被自动化的部分。',
    },
    watch: {
      en: 'Working with people is not yet your strong side, and as AI takes routine tasks, more of {job} will be exactly that.',
      zh: '和人打交道还不是你的强项，而随着 AI 接手常规任务，{job}的工作里会有越来越多的工作恰恰是这个。',
    },
    need: {
      en: 'More practice in the person-to-person side of {job}: explaining, listening, handling difficult conversations.',
      zh: '在{job}与人打交道的那一面多下功夫：讲解、倾听、应对难谈的对话。',
    },
    step: {
      en: 'Take on the next conversation at work you would normally avoid, and ask afterwards how it landed.',
      zh: '下次遇到你平时会躲开的沟通，主动接下来，事后问问对方感受如何。',
    },
  },
  adaptability: {
    strength: {
      en: 'You move with change rather than against it, which matters in a job with a {rate}% AI replacement rate.',
      zh: '你顺着变化走，而不是跟它较劲；在一份 AI 替代率 {rate}% 的工作里，这一点很关键。',
    },
    watch: {
      en: 'Change unsettles you, and {job} is going to change; at a {rate}% replacement rate, this is the gap to close first.',
      zh: '变化容易让你不安，而{job}注定会变；在 {rate}% 的替代率下，这是最先要补的短板。',
    },
    need: {
      en: 'Ease with a changing job: regular learning time, and a habit of trying the new way before defending the old one.',
      zh: '适应一份不断变化的工作：固定的学习时间，以及先试新办法、再为老办法辩护的习惯。',
    },
    step: {
      en: 'Block two hours a week for learning the tools that are reshaping {job}, and keep it up for three months.',
      zh: '每周留出两小时，专门学正在改变{job}的工具，坚持三个月。',
    },
  },
  compatibility: {
    strength: {
      en: 'Your hours, place and circumstances leave room for what {job} asks.',
      zh: '你的时间、所在地和生活状况，给{job}的要求留出了空间。',
    },
    watch: {
      en: 'Your real-life limits (time, place or money) may clash with what {job} asks; better to know that now.',
      zh: '你的现实条件（时间、地点或经济）可能和{job}的要求冲突，早点看清比较好。',
    },
    need: {
      en: 'A realistic plan for the hours, location and income {job} needs, especially while you are learning.',
      zh: '为{job}所需的时间、地点和收入做一份实在的打算，尤其是学习过渡期。',
    },
    step: {
      en: 'List what {job} needs from you in hours, place and money over the next year, and mark what your life can give today.',
      zh: '列出未来一年{job}在时间、地点和钱上对你的要求，标出哪些是眼下的生活给得起的。',
    },
  },
};

/**
 * The lines that name the rate, worded without it for an occupation no study covers (the texts
 * never put a stand-in number there).
 */
const UNRATED_LINES: Partial<Record<TAssessmentCategory, Partial<CategoryLines>>> = {
  adaptability: {
    strength: {
      en: 'You move with change rather than against it, which matters in a job that new tools keep reshaping.',
      zh: '你顺着变化走，而不是跟它较劲；新工具不断改写的工作里，这一点很关键。',
    },
    watch: {
      en: 'Change unsettles you, and {job} is going to change; this is the gap to close first.',
      zh: '变化容易让你不安，而{job}注定会变；这是最先要补的短板。',
    },
  },
};

/** A category's line for this job: the rate-free wording when the job has no rate. */
export function categoryLine(
  category: TAssessmentCategory,
  kind: keyof CategoryLines,
  hasRate: boolean,
): Bilingual {
  return (hasRate ? undefined : UNRATED_LINES[category]?.[kind]) ?? CATEGORY_LINES[category][kind];
}
