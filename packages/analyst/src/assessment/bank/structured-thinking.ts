import type { CategoryBank } from './bank-question';

/** Structured thinking and decision-making: weighing options, checking facts, learning. */
export const STRUCTURED_THINKING: CategoryBank = {
  category: 'structured_thinking',
  questions: [
    {
      id: 'str-01',
      text: {
        en: 'You have three urgent tasks and time for two. How do you decide?',
        zh: '手上有三件急事，时间只够做两件，你怎么取舍？',
      },
      options: [
        { score: 1, en: 'Do the quickest ones first', zh: '先做最快能完成的' },
        { score: 3, en: 'Ask whoever set them which matters most', zh: '问布置任务的人哪件最要紧' },
        { score: 0, en: 'Try all three and hope it works out', zh: '三件都硬上，听天由命' },
        {
          score: 4,
          en: 'Weigh what each costs if it slips, then drop the cheapest',
          zh: '算清每件事延误的代价，放掉代价最小的',
        },
      ],
    },
    {
      id: 'str-02',
      text: {
        en: 'Before a big decision, what does your thinking look like?',
        zh: '做重大决定之前，你是怎么想的？',
      },
      options: [
        {
          score: 4,
          en: 'I write out the options, what each depends on, and what would change my mind',
          zh: '把选项列出来，写清各自取决于什么、什么情况会让我改主意',
        },
        { score: 0, en: 'I put it off until it decides itself', zh: '拖着，等事情自己有个结果' },
        { score: 2, en: 'I talk it through with someone I trust', zh: '找信得过的人聊一聊' },
        { score: 1, en: 'I go with my gut and adjust later', zh: '跟着感觉走，之后再调整' },
      ],
    },
    {
      id: 'str-03',
      text: {
        en: 'An AI tool gives you an answer for a {job} task, and it looks right. You…',
        zh: '做{job}的工作时，AI 工具给了你一个看上去没毛病的答案，你会……',
      },
      options: [
        {
          score: 3,
          en: 'Spot-check the parts that would be costly if wrong',
          zh: '重点抽查错了代价大的部分',
        },
        { score: 1, en: 'Use it; it is usually right', zh: '直接用，它一般不会错' },
        {
          score: 4,
          en: 'Check it against a source or a case I know before using it',
          zh: '先拿可靠来源或熟悉的案例核对一遍再用',
        },
        {
          score: 0,
          en: 'Use it without reading closely; that is what it is for',
          zh: '看都不细看就用，工具不就是干这个的',
        },
      ],
    },
    {
      id: 'str-04',
      text: {
        en: 'A project is going badly. What is your first step?',
        zh: '一个项目进展很不顺，你第一步做什么？',
      },
      options: [
        { score: 1, en: 'Work longer hours to catch up', zh: '加班把进度赶回来' },
        { score: 0, en: 'Wait and see if it sorts itself out', zh: '先观望，看会不会自己好起来' },
        {
          score: 3,
          en: 'Reset the plan with smaller milestones',
          zh: '重新定计划，拆成更小的里程碑',
        },
        {
          score: 4,
          en: 'Find where it went off track before changing anything',
          zh: '先找出从哪一步开始跑偏的，再动手改',
        },
      ],
    },
    {
      id: 'str-05',
      text: {
        en: 'How do you keep track of work with many moving parts?',
        zh: '工作千头万绪的时候，你怎么理清楚？',
      },
      options: [
        { score: 2, en: 'A to-do list I update when I remember', zh: '有个待办清单，想起来就更新' },
        {
          score: 4,
          en: 'A system of my own: lists, priorities, regular reviews',
          zh: '有一套自己的办法：清单、优先级、定期复盘',
        },
        { score: 0, en: 'I do not; I react to whatever comes up', zh: '不理，来什么处理什么' },
        { score: 1, en: 'Mostly in my head', zh: '基本靠脑子记' },
      ],
    },
    {
      id: 'str-06',
      text: {
        en: 'Two people you trust give you conflicting information. You…',
        zh: '两个都靠得住的人给了你相互矛盾的信息，你会……',
      },
      options: [
        { score: 2, en: 'Ask the two of them to agree first', zh: '请他们俩先统一意见' },
        { score: 1, en: 'Go with the more senior one', zh: '听职位更高的那位' },
        {
          score: 4,
          en: 'Work out what each is assuming, then test the difference',
          zh: '弄清两人各自的前提，再去验证分歧在哪',
        },
        { score: 0, en: 'Pick one and move on', zh: '随便挑一个，接着往下做' },
      ],
    },
    {
      id: 'str-07',
      text: {
        en: 'After a mistake that cost you time, what do you do?',
        zh: '犯了一个耽误时间的错误之后，你会怎么做？',
      },
      options: [
        { score: 0, en: 'Try not to think about it', zh: '尽量不去想它' },
        { score: 2, en: 'Note it and try to be more careful', zh: '记下来，下次更小心' },
        { score: 1, en: 'Fix it and move on', zh: '改好就算了' },
        {
          score: 4,
          en: 'Work out why it happened and change how I do things',
          zh: '弄清为什么会错，并改掉原来的做法',
        },
      ],
    },
  ],
};
