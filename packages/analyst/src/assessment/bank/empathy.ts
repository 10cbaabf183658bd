import type { CategoryBank } from './bank-question';

/** Empathy and communication: do they read people, explain clearly and handle friction well? */
export const EMPATHY: CategoryBank = {
  category: 'empathy',
  questions: [
    {
      id: 'emp-01',
      text: {
        en: 'Someone you work with is clearly upset but says they are fine. You…',
        zh: '一起共事的人明显情绪低落，嘴上却说没事，你会……',
      },
      options: [
        { score: 3, en: 'Give them space and check in later', zh: '先给他空间，过一阵再关心一下' },
        { score: 0, en: 'Stay out of it; it is not my business', zh: '不掺和，这不关我的事' },
        { score: 1, en: 'Take them at their word', zh: '他说没事就当没事' },
        {
          score: 4,
          en: 'Find a quiet moment to ask again, and really listen',
          zh: '找个安静的时候再问一次，认真听他说',
        },
      ],
    },
    {
      id: 'emp-02',
      text: {
        en: 'You need to explain something technical from {job} work to someone with no background. You…',
        zh: '你要把{job}工作里的专业内容讲给一个外行听，你会……',
      },
      options: [
        {
          score: 4,
          en: 'Start from what they already know and build from there',
          zh: '从对方已经懂的东西讲起，一步步往上搭',
        },
        {
          score: 1,
          en: 'Explain it the way it was explained to me',
          zh: '照着当初别人教我的方式讲',
        },
        { score: 3, en: 'Use an example or a quick sketch', zh: '举个例子，或者画个草图' },
        {
          score: 0,
          en: 'Tell them it is complicated and give the short version',
          zh: '告诉他这很复杂，随便说个大概',
        },
      ],
    },
    {
      id: 'emp-03',
      text: {
        en: 'A customer is angry about something that is not your fault. You…',
        zh: '客户为一件不是你造成的事冲你发火，你会……',
      },
      options: [
        {
          score: 2,
          en: 'Fix the problem without getting into feelings',
          zh: '不谈情绪，直接解决问题',
        },
        { score: 0, en: 'Pass them on to someone else', zh: '转给别人处理' },
        {
          score: 4,
          en: 'Acknowledge how they feel first, then deal with the problem',
          zh: '先接住他的情绪，再解决问题',
        },
        {
          score: 1,
          en: 'Calmly explain whose fault it really is',
          zh: '心平气和地讲清楚到底是谁的责任',
        },
      ],
    },
    {
      id: 'emp-04',
      text: {
        en: 'In a meeting, someone disagrees with you. You…',
        zh: '开会时有人不同意你的看法，你会……',
      },
      options: [
        { score: 1, en: 'Let it go to avoid conflict', zh: '算了，不想起冲突' },
        { score: 4, en: 'Ask what they see that I am missing', zh: '问他看到了什么我没看到的' },
        { score: 0, en: 'Push until they back down', zh: '坚持到对方让步为止' },
        { score: 2, en: 'Restate my point more clearly', zh: '把我的观点再讲清楚一些' },
      ],
    },
    {
      id: 'emp-05',
      text: {
        en: 'How good are you at telling what someone needs when they cannot quite say it?',
        zh: '别人说不清自己要什么的时候，你能看出他真正需要什么吗？',
      },
      options: [
        { score: 3, en: 'Fairly good, if I pay attention', zh: '还行，留心的话能察觉' },
        {
          score: 4,
          en: 'Very good; people say I understood before they finished',
          zh: '很能，常有人说话还没说完我就懂了',
        },
        {
          score: 0,
          en: 'I would rather people just said what they mean',
          zh: '我更希望别人有话直说',
        },
        { score: 1, en: 'Not great; I need it spelled out', zh: '不太行，得别人讲明白' },
      ],
    },
    {
      id: 'emp-06',
      text: {
        en: 'You have to tell a colleague that their work is not good enough. You…',
        zh: '你不得不告诉同事，他的活儿做得不够好，你会……',
      },
      options: [
        { score: 0, en: 'Leave it to the manager', zh: '留给领导去说' },
        { score: 2, en: 'Soften it so much the point gets lost', zh: '说得太委婉，重点都没传达到' },
        {
          score: 4,
          en: 'Say it plainly and kindly, with what they can do next',
          zh: '直说但语气和善，还给出下一步怎么改',
        },
        {
          score: 1,
          en: 'Send a message to avoid an awkward talk',
          zh: '发条消息了事，免得当面尴尬',
        },
      ],
    },
    {
      id: 'emp-07',
      text: {
        en: 'How much do you enjoy the contact with other people that {job} work brings?',
        zh: '{job}的工作免不了和人打交道，这部分你喜欢吗？',
      },
      options: [
        { score: 1, en: 'I put up with it', zh: '能忍' },
        { score: 3, en: 'I like it in moderate doses', zh: '适量的话挺喜欢' },
        { score: 0, en: 'I would avoid it if I could', zh: '能躲就躲' },
        { score: 4, en: 'It is one of the best parts', zh: '这是最带劲的部分之一' },
      ],
    },
  ],
};
