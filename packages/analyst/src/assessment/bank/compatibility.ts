import type { CategoryBank } from './bank-question';

/** Real-life compatibility: hours, place, pressure, money and time to learn, as life allows. */
export const COMPATIBILITY: CategoryBank = {
  category: 'compatibility',
  questions: [
    {
      id: 'com-01',
      text: {
        en: '{job} work can mean irregular or long hours at times. How does that fit your life right now?',
        zh: '{job}的工作有时作息不规律，还可能要加班，这和你现在的生活合得来吗？',
      },
      options: [
        { score: 3, en: 'Manageable for short stretches', zh: '短期内扛得住' },
        { score: 0, en: 'Not possible at the moment', zh: '目前不可能' },
        { score: 4, en: 'Fine; my time is flexible', zh: '没问题，我的时间很灵活' },
        { score: 1, en: 'Hard; I have fixed commitments', zh: '很难，我有雷打不动的事要顾' },
      ],
    },
    {
      id: 'com-02',
      text: {
        en: 'If the best {job} openings were in another city, would you move?',
        zh: '如果最好的{job}机会在别的城市，你愿意搬过去吗？',
      },
      options: [
        {
          score: 2,
          en: 'Only if working remotely is not an option',
          zh: '远程办公行不通的话才考虑',
        },
        { score: 4, en: 'Yes, gladly', zh: '愿意，求之不得' },
        { score: 0, en: 'No, I need to stay where I am', zh: '不行，我得留在这儿' },
        { score: 3, en: 'Yes, for the right offer', zh: '愿意，只要条件合适' },
      ],
    },
    {
      id: 'com-03',
      text: {
        en: 'Realistically, how many hours a week could you give to learning {job} skills over the next six months?',
        zh: '接下来半年，你每周实际能拿出多少时间为{job}学习充电？',
      },
      options: [
        { score: 1, en: 'A couple of hours', zh: '两三个小时' },
        { score: 4, en: 'Ten hours or more', zh: '十个小时以上' },
        { score: 0, en: 'Almost none', zh: '几乎没有' },
        { score: 3, en: 'Five to ten hours', zh: '五到十个小时' },
      ],
    },
    {
      id: 'com-04',
      text: {
        en: 'How do you cope with sustained pressure, like weeks of tight deadlines?',
        zh: '连续几周赶工期这种持续的压力，你扛得住吗？',
      },
      options: [
        { score: 3, en: 'I cope, then need time to recover', zh: '能撑过去，但之后得缓一缓' },
        { score: 0, en: 'I steer clear of jobs like that', zh: '我会避开这种工作' },
        { score: 1, en: 'It wears me down fast', zh: '很快就被耗垮' },
        { score: 4, en: 'Well; it sharpens me', zh: '扛得住，压力反而让我更专注' },
      ],
    },
    {
      id: 'com-05',
      text: {
        en: 'If getting into {job} meant a lower income for the first year or two, could you manage?',
        zh: '如果入行{job}头一两年收入会降低，你撑得住吗？',
      },
      options: [
        { score: 4, en: 'Yes, I have planned for it', zh: '可以，我已经做好了打算' },
        { score: 1, en: 'It would be very tight', zh: '会非常紧' },
        { score: 3, en: 'Yes, with some sacrifices', zh: '可以，但得省着点过' },
        { score: 0, en: 'No', zh: '撑不住' },
      ],
    },
    {
      id: 'com-06',
      text: {
        en: 'Do the everyday physical demands of {job} work (long hours sitting, standing or travelling) suit you?',
        zh: '{job}日常工作对身体的要求（久坐、久站或者常出差），你吃得消吗？',
      },
      options: [
        { score: 1, en: 'I am not sure what they are', zh: '不清楚具体有哪些要求' },
        { score: 0, en: 'No, they would be a real problem', zh: '不行，会是大问题' },
        { score: 3, en: 'Mostly; I would adjust', zh: '基本可以，我会调整' },
        { score: 4, en: 'Yes, they suit me well', zh: '完全没问题，很适合我' },
      ],
    },
    {
      id: 'com-07',
      text: {
        en: 'How do the people closest to you feel about you pursuing {job}?',
        zh: '身边最亲近的人怎么看你去做{job}？',
      },
      options: [
        { score: 3, en: 'Supportive, with some worries', zh: '支持，但也有些担心' },
        { score: 4, en: 'They back me fully', zh: '全力支持我' },
        { score: 0, en: 'It would cause real friction at home', zh: '会在家里闹出不小的矛盾' },
        { score: 1, en: 'They would rather I did not', zh: '他们更希望我别做' },
      ],
    },
  ],
};
