import type { CategoryBank } from './bank-question';

/** Adaptability and growth potential: how they meet change, feedback and new tools. */
export const ADAPTABILITY: CategoryBank = {
  category: 'adaptability',
  questions: [
    {
      id: 'ada-01',
      text: {
        en: 'If half of what you would do in {job} work were automated next year, you would…',
        zh: '如果明年{job}的工作有一半被自动化了，你会……',
      },
      options: [
        { score: 1, en: 'Wait to see how things settle', zh: '先观望，看局面怎么定下来' },
        { score: 4, en: 'Learn to run the automation myself', zh: '学会自己驾驭这些自动化工具' },
        { score: 0, en: 'Look for work where nothing changes', zh: '去找一份不会变的工作' },
        {
          score: 3,
          en: 'Move to the half that is left and go deeper into it',
          zh: '转到剩下那一半，把它做深做精',
        },
      ],
    },
    {
      id: 'ada-02',
      text: {
        en: 'How did you handle the last big change at work or in your studies?',
        zh: '上一次工作或学习中遇到大变动，你是怎么应对的？',
      },
      options: [
        { score: 3, en: 'I adjusted after a bumpy start', zh: '开头磕磕绊绊，后来适应了' },
        {
          score: 4,
          en: 'I got on board early and helped others adjust',
          zh: '很早就跟上了，还帮别人适应',
        },
        { score: 0, en: 'I resisted it as long as I could', zh: '能抵抗就抵抗' },
        { score: 1, en: 'I went along with it reluctantly', zh: '不情不愿地跟着走' },
      ],
    },
    {
      id: 'ada-03',
      text: {
        en: 'You get harsh feedback. What usually happens next?',
        zh: '收到很尖锐的批评之后，你通常会怎样？',
      },
      options: [
        { score: 1, en: 'I defend my approach', zh: '为自己的做法辩护' },
        {
          score: 4,
          en: 'I take the useful part and change something within a week',
          zh: '挑出有用的部分，一周之内就有所改进',
        },
        { score: 0, en: 'I ignore it', zh: '当耳旁风' },
        { score: 3, en: 'It stings for a while, then I use it', zh: '难受一阵，之后还是会用上' },
      ],
    },
    {
      id: 'ada-04',
      text: {
        en: 'How much time did you spend last year learning something new for work?',
        zh: '过去一年，你花了多少时间为工作学新东西？',
      },
      options: [
        { score: 2, en: 'Some: a course or two', zh: '有一些，上过一两门课' },
        { score: 0, en: 'None', zh: '完全没有' },
        { score: 1, en: 'Very little', zh: '很少' },
        { score: 4, en: 'A lot: regular time every week', zh: '很多，每周都有固定时间' },
      ],
    },
    {
      id: 'ada-05',
      text: {
        en: 'Starting tomorrow, you must do {job} work with a tool you have never used. You feel…',
        zh: '明天起，你要用一个从没用过的工具做{job}的工作，你的感受是……',
      },
      options: [
        { score: 4, en: 'Curious; I will figure it out', zh: '好奇，我会摸清楚的' },
        { score: 1, en: 'Stressed; I would want training first', zh: '压力很大，得先培训' },
        { score: 3, en: 'A bit nervous, but fine', zh: '有点紧张，但没问题' },
        { score: 0, en: 'Annoyed; the old way worked', zh: '烦，老办法明明好好的' },
      ],
    },
    {
      id: 'ada-06',
      text: {
        en: 'Compared with five years ago, how much have you changed the way you work?',
        zh: '和五年前相比，你的工作方式变了多少？',
      },
      options: [
        { score: 1, en: 'A little', zh: '变了一点' },
        { score: 3, en: 'Quite a bit in some areas', zh: '有些方面变了不少' },
        { score: 0, en: 'Hardly at all', zh: '基本没变' },
        {
          score: 4,
          en: 'Completely; I would barely recognise my old habits',
          zh: '变化很大，几乎认不出从前的习惯',
        },
      ],
    },
    {
      id: 'ada-07',
      text: {
        en: 'A younger colleague shows you a faster way to do something you have done for years. You…',
        zh: '一件你做了好多年的事，一个比你年轻的同事教你更快的做法，你会……',
      },
      options: [
        { score: 0, en: 'Feel a bit put out', zh: '心里有点不是滋味' },
        { score: 2, en: 'Try it, but keep my way as a backup', zh: '试试看，但留着老办法备用' },
        {
          score: 4,
          en: 'Adopt it and ask what else they know',
          zh: '马上用起来，还问他还有什么妙招',
        },
        { score: 1, en: 'Thank them and carry on my way', zh: '谢过他，然后照旧' },
      ],
    },
  ],
};
