import type { CategoryBank } from './bank-question';

/** Value and goal alignment: do their goals and principles point where this job is going? */
export const VALUES: CategoryBank = {
  category: 'values',
  questions: [
    {
      id: 'val-01',
      text: {
        en: 'Where do you want to be in five years?',
        zh: '五年后，你希望自己在哪里？',
      },
      options: [
        {
          score: 3,
          en: 'Using {job} as a stepping stone to something related',
          zh: '以{job}为跳板，转向相关方向',
        },
        { score: 0, en: 'I have not thought that far ahead', zh: '还没想那么远' },
        {
          score: 4,
          en: 'Known as very good at {job} work, with more say in how it is done',
          zh: '成为{job}这行公认的好手，对怎么做更有话语权',
        },
        {
          score: 1,
          en: 'Somewhere stable; the field matters less',
          zh: '找个稳定的地方，行业无所谓',
        },
      ],
    },
    {
      id: 'val-02',
      text: {
        en: 'A manager asks you to cut a corner that would hurt quality but that nobody would notice. You…',
        zh: '领导让你在一个没人会发现、却会影响质量的地方偷工减料，你会……',
      },
      options: [
        { score: 2, en: 'Do it, but write down my concerns', zh: '照做，但把顾虑写下来' },
        {
          score: 4,
          en: 'Say no, and explain what it would cost later',
          zh: '拒绝，并讲清楚以后要付出什么代价',
        },
        { score: 0, en: 'Do it gladly if it saves time', zh: '乐意照做，能省时间就好' },
        { score: 1, en: 'Do it; it is their call', zh: '照做，这是领导的决定' },
      ],
    },
    {
      id: 'val-03',
      text: {
        en: 'Which of these matters most to you in a job?',
        zh: '一份工作里，你最看重什么？',
      },
      options: [
        { score: 0, en: 'That it does not ask too much of me', zh: '别对我要求太多' },
        { score: 2, en: 'That it pays well', zh: '收入高' },
        {
          score: 4,
          en: 'That the work itself means something to me',
          zh: '这份工作本身对我有意义',
        },
        { score: 3, en: 'That I keep growing', zh: '能一直成长' },
      ],
    },
    {
      id: 'val-04',
      text: {
        en: 'How well do you know what a typical day of {job} work looks like?',
        zh: '{job}的一天通常是什么样的，你清楚吗？',
      },
      options: [
        { score: 3, en: 'Fairly well, from people who do it', zh: '大概知道，跟干这行的人聊过' },
        {
          score: 1,
          en: 'Mostly from what I have seen online or on screen',
          zh: '主要是从网上或影视剧里看来的',
        },
        { score: 0, en: 'Honestly, I am not sure', zh: '说实话，不太清楚' },
        {
          score: 4,
          en: 'Very well: I have seen it or done it up close',
          zh: '很清楚，我近距离看过或者亲身做过',
        },
      ],
    },
    {
      id: 'val-05',
      text: {
        en: 'If {job} turned out to be mostly about checking and correcting what AI drafts, how would you feel?',
        zh: '如果{job}最后主要变成检查、修改 AI 起草的东西，你会怎么想？',
      },
      options: [
        { score: 0, en: 'I would leave', zh: '我会离开' },
        {
          score: 4,
          en: 'Fine, as long as I decide what is good enough',
          zh: '没问题，只要由我来判断什么算合格',
        },
        { score: 1, en: 'Disappointed; I would lose interest', zh: '很失望，会提不起兴趣' },
        {
          score: 2,
          en: 'I would adapt, though it is not what drew me in',
          zh: '会适应，虽然这不是我当初想做的',
        },
      ],
    },
    {
      id: 'val-06',
      text: {
        en: 'How do you judge whether a career move was worth it?',
        zh: '你怎么判断一次职业选择值不值？',
      },
      options: [
        { score: 1, en: 'Did my pay go up?', zh: '工资涨没涨' },
        {
          score: 4,
          en: 'Did it bring me closer to the work I want to do?',
          zh: '有没有让我离想做的事更近一步',
        },
        {
          score: 0,
          en: 'Did other people think it was a good move?',
          zh: '别人觉不觉得这步走得好',
        },
        {
          score: 3,
          en: 'Did I learn things I could not have learned elsewhere?',
          zh: '有没有学到别处学不到的东西',
        },
      ],
    },
    {
      id: 'val-07',
      text: {
        en: 'Your friends ask why you would choose {job}. Your answer is…',
        zh: '朋友问你为什么要做{job}，你的回答是……',
      },
      options: [
        { score: 2, en: 'A few reasons I am still sorting out', zh: '有几个理由，还在理' },
        { score: 0, en: 'I would struggle to answer', zh: '一时答不上来' },
        {
          score: 1,
          en: 'Mostly that it seemed a sensible option',
          zh: '主要是觉得这是个稳妥的选择',
        },
        {
          score: 4,
          en: 'Short and clear: I have thought it through',
          zh: '简单明了，我早就想清楚了',
        },
      ],
    },
  ],
};
