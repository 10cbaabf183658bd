import type { Bilingual } from '../personas/persona-data';
import type { Intent } from './intent';

/** A phase-1 question as we write it; `{job}`, `{quote}` and others are filled in later. */
export interface Phase1Text {
  text: Bilingual;
  /** The text without the rate, for an occupation no study covers. */
  unrated?: Bilingual;
  options: readonly Bilingual[];
}

/** Each quick answer is written so that the intent classifier reads it as the reason it names. */
export const QUESTION_1: Phase1Text = {
  text: {
    en: 'What draws you to {job}? Say it in your own words, or pick one of these to start.',
    zh: '{job}哪一点吸引你？用你自己的话说，或者先从下面挑一个。',
  },
  options: [
    { en: 'Stable income and good prospects', zh: '收入稳定，前景也不错' },
    { en: 'I genuinely enjoy this kind of work', zh: '我打心底喜欢这类工作' },
    { en: 'I am thinking of switching into it', zh: '我在考虑转行做这个' },
    { en: 'I want to know whether AI will take it over', zh: '想知道 AI 会不会把它取代' },
  ],
};

/** The follow-up that matters for each reason. */
export const QUESTION_2: Record<Intent, Phase1Text> = {
  money: {
    text: {
      en: 'Stability clearly matters to you, so be honest: if {job} changed fast, how long could you ride out a rough patch?',
      zh: '看得出你很看重稳定，那就说实话：要是{job}这行变得很快，你能扛过多长的低谷？',
    },
    options: [
      { en: 'A year or more', zh: '一年以上' },
      { en: 'A few months', zh: '几个月' },
      { en: 'Barely at all', zh: '基本扛不住' },
      { en: 'I would rather not find out', zh: '最好别让我碰上' },
    ],
  },
  passion: {
    text: {
      en: 'Which part of {job} would you happily do even unpaid?',
      zh: '{job}这份工作里的哪一部分，就算不给钱你也乐意做？',
    },
    options: [
      { en: 'Solving tricky problems', zh: '琢磨棘手的难题' },
      { en: 'Working with people', zh: '和人打交道' },
      { en: 'Making or building things', zh: '亲手做出东西来' },
      { en: 'Learning something new every day', zh: '每天都能学到新东西' },
    ],
  },
  change: {
    text: {
      en: 'What are you moving from, and how much of it carries over to {job}?',
      zh: '你是从什么工作转过来的？原来的本事有多少能带进{job}这一行？',
    },
    options: [
      { en: 'Quite a lot; it is a related field', zh: '不少，本来就是相关行业' },
      { en: 'Some general skills', zh: '有些通用的本事' },
      { en: 'Very little; it is a fresh start', zh: '很少，等于从零开始' },
      { en: 'I am not sure yet', zh: '还说不好' },
    ],
  },
  experience: {
    text: {
      en: 'How much hands-on experience do you have with {job} work, and where does it come from?',
      zh: '你在{job}这类工作上有多少实际经验？是从哪儿攒下的？',
    },
    options: [
      { en: 'Several years in the job itself', zh: '在这个岗位上干了好几年' },
      { en: 'Some, from study or a related role', zh: '有一些，来自学习或相关岗位' },
      { en: 'A little, from side projects', zh: '一点点，来自业余项目' },
      { en: 'None yet', zh: '还没有' },
    ],
  },
  flexibility: {
    text: {
      en: 'What does flexibility mean for you in practice: which of these would you refuse to give up?',
      zh: '落到实处，灵活对你意味着什么？下面哪一条你绝不肯让步？',
    },
    options: [
      { en: 'Choosing my own hours', zh: '自己安排时间' },
      { en: 'Working remotely', zh: '远程办公' },
      { en: 'Breaks between projects', zh: '项目之间能歇一歇' },
      { en: 'A predictable schedule', zh: '作息可预期' },
    ],
  },
  impact: {
    text: {
      en: 'In {job} work, who do you most want your work to make a difference for?',
      zh: '做{job}，你最希望自己的工作给谁带来改变？',
    },
    options: [
      { en: 'The individual people I serve', zh: '我直接服务的每一个人' },
      { en: 'My team and colleagues', zh: '团队和同事' },
      { en: 'My community or society', zh: '社区，或者整个社会' },
      { en: 'My family', zh: '我的家人' },
    ],
  },
  ai_risk: {
    text: {
      en: 'What worries you most about AI and {job}?',
      zh: '说到 AI 和{job}，你最担心的是什么？',
    },
    options: [
      { en: 'That it takes the job entirely', zh: '整个岗位被它拿走' },
      { en: 'That pay and openings shrink', zh: '薪资和岗位越来越少' },
      { en: 'That I fall behind on the tools', zh: '自己跟不上新工具' },
      { en: 'Nothing much; I am just curious', zh: '不怎么担心，只是好奇' },
    ],
  },
  exploring: {
    text: {
      en: 'Curiosity is a fine place to start. What would you need to see to take {job} seriously?',
      zh: '好奇是个不错的起点。要看到什么，你才会认真考虑{job}？',
    },
    options: [
      { en: 'That it suits my strengths', zh: '它适合我的长处' },
      { en: 'That it has a future despite AI', zh: '有 AI 在，它依然有前途' },
      { en: 'That the pay and hours work for me', zh: '收入和作息适合我' },
      { en: 'That I would enjoy the day-to-day', zh: '日常工作我会喜欢' },
    ],
  },
  unclear: {
    text: {
      en: 'Let me come at it another way: when you picture yourself doing {job}, what comes to mind first?',
      zh: '我换个问法：想象自己在做{job}，你脑子里最先冒出来的是什么？',
    },
    options: [
      { en: 'The work itself', zh: '工作本身' },
      { en: 'The people around me', zh: '身边的人' },
      { en: 'The pay and security', zh: '收入和保障' },
      { en: 'Whether AI will change it', zh: 'AI 会不会改变它' },
    ],
  },
};

/**
 * Question 2 when the first answer already says how much experience they have: asking for it
 * again would show the analyst was not listening, so it asks what they want the job to add.
 */
export const QUESTION_2_EXPERIENCED: Phase1Text = {
  text: {
    en: 'So you are not starting from zero. What do you want {job} to give you that your experience so far has not?',
    zh: '看得出你不是从零起步。做{job}，你最想得到哪些以往经历没给过你的东西？',
  },
  options: [
    { en: 'More responsibility and harder cases', zh: '更大的责任，更难的活' },
    { en: 'Better pay or hours', zh: '更好的收入或作息' },
    { en: 'A new setting or specialty', zh: '换个环境或方向' },
    { en: 'A role AI will not squeeze out', zh: '一个不会被 AI 挤掉的位置' },
  ],
};

/** What they came for, in a few words, for the sentence that opens question 3 and the reports. */
export const INTENT_REASONS: Record<Intent, Bilingual> = {
  money: { en: 'stability', zh: '稳定' },
  passion: { en: 'work you enjoy', zh: '做喜欢的事' },
  change: { en: 'a change of direction', zh: '换一条路走' },
  experience: { en: 'a place to use what you know', zh: '发挥已有的经验' },
  flexibility: { en: 'flexibility', zh: '灵活自由' },
  impact: { en: 'a chance to make a difference', zh: '帮到别人、带来改变' },
  ai_risk: { en: 'a clear read on AI', zh: '弄清 AI 的影响' },
  exploring: { en: 'curiosity', zh: '满足好奇心' },
  unclear: { en: 'a path that suits you', zh: '找到适合自己的路' },
};

/** What question 3 asks about, chosen from both earlier answers (phase1-questions.ts). */
export type Question3Topic = 'exposed_part' | 'learning_time' | 'human_part' | 'constraints';

export const QUESTION_3: Record<Question3Topic, Phase1Text> = {
  exposed_part: {
    text: {
      en: 'The analysis puts {job} at {rate}% AI replacement, and {activity} is among the first parts AI reaches. If that part were automated tomorrow, what would you do?',
      zh: '分析给{job}的 AI 替代率是 {rate}%，其中{activity}是 AI 最先够得着的环节之一。要是明天这部分就自动化了，你会怎么办？',
    },
    unrated: {
      en: 'In {job}, {activity} is among the first parts AI reaches. If that part were automated tomorrow, what would you do?',
      zh: '在{job}这份工作里，{activity}是 AI 最先够得着的环节之一。要是明天这部分就自动化了，你会怎么办？',
    },
    options: [
      { en: 'Learn to run the tool that does it', zh: '学会驾驭干这活儿的工具' },
      { en: 'Focus on the parts that stay human', zh: '专攻仍然离不开人的部分' },
      { en: 'Look at a less exposed neighbouring job', zh: '看看风险更低的相近岗位' },
      { en: 'I do not know yet', zh: '还没想好' },
    ],
  },
  learning_time: {
    text: {
      en: 'Starting from there, how many hours a week could you put into preparing for {job} work over the next six months?',
      zh: '从这个起点出发，接下来半年你每周能花多少小时为入行{job}做准备？',
    },
    options: [
      { en: 'Ten or more', zh: '十小时以上' },
      { en: 'Five to ten', zh: '五到十小时' },
      { en: 'Two to four', zh: '两到四小时' },
      { en: 'Hardly any', zh: '几乎没有' },
    ],
  },
  human_part: {
    text: {
      en: 'As AI takes over routine work such as {activity}, which part of {job} would you want to own?',
      zh: '随着 AI 接手{activity}这类常规工作，{job}这份工作里，你最想牢牢握在手里的是哪一部分？',
    },
    // The job's least exposed activities come first (filled in per job); these complete the list.
    options: [
      { en: 'Directing and checking the AI tools themselves', zh: '指挥和把关这些 AI 工具本身' },
      { en: 'Working directly with people', zh: '直接和人打交道' },
      { en: 'Judgement calls on hard cases', zh: '疑难情况下的拍板' },
    ],
  },
  constraints: {
    text: {
      en: 'With that in mind, which real-life limit would weigh most on you in {job} work?',
      zh: '考虑到这些，做{job}时哪一条现实限制对你影响最大？',
    },
    options: [
      { en: 'Hours and workload', zh: '工作时长和强度' },
      { en: 'Where I would have to live', zh: '得在哪个城市生活' },
      { en: 'How much stress I can take', zh: '能承受多大的压力' },
      { en: 'Time and money to retrain', zh: '重新学习要花的时间和钱' },
    ],
  },
};
