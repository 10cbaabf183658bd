import type { CategoryBank } from './bank-question';

/** Intrinsic motivation: would they do the work for its own sake, and keep at it when dull? */
export const MOTIVATION: CategoryBank = {
  category: 'motivation',
  questions: [
    {
      id: 'mot-01',
      text: {
        en: 'Suppose {job} paid exactly what your other options pay. Would you still choose it?',
        zh: '假如做{job}的收入和你的其他选择完全一样，你还会选它吗？',
      },
      options: [
        { score: 1, en: 'Only if it were also the easier option', zh: '除非它还更轻松' },
        { score: 4, en: 'Yes, without hesitation', zh: '会，毫不犹豫' },
        { score: 0, en: 'No, the pay is the main reason', zh: '不会，收入就是主要原因' },
        {
          score: 3,
          en: 'Probably, as long as the work itself stays interesting',
          zh: '大概会，只要活儿本身还有意思',
        },
      ],
    },
    {
      id: 'mot-02',
      text: {
        en: 'After a long, hard week, what gets you back to work on Monday?',
        zh: '熬过很累的一周，是什么让你周一还愿意回去上班？',
      },
      options: [
        { score: 2, en: 'The people I work with', zh: '一起共事的那些人' },
        { score: 1, en: 'The pay cheque and the bills', zh: '工资，还有要还的账单' },
        {
          score: 4,
          en: 'The work itself: I like getting better at it',
          zh: '工作本身，我喜欢自己越做越好的感觉',
        },
        { score: 0, en: 'Honestly, I am not sure anything does', zh: '说实话，我也不知道' },
      ],
    },
    {
      id: 'mot-03',
      text: {
        en: 'You finish a piece of work that nobody is going to check. You…',
        zh: '做完一件没人会检查的活儿，你会……',
      },
      options: [
        { score: 4, en: 'Still polish it until I am happy with it', zh: '照样打磨到自己满意为止' },
        { score: 1, en: 'Hand it in as soon as it is acceptable', zh: '过得去就交' },
        { score: 2, en: 'Make sure it is correct, and stop there', zh: '确保没错，但不再多花力气' },
        {
          score: 0,
          en: 'Do the minimum; unchecked work does not count',
          zh: '能省则省，反正没人看',
        },
      ],
    },
    {
      id: 'mot-04',
      text: {
        en: 'Parts of {job} work are repetitive. How do you get through the dull stretches?',
        zh: '{job}的工作难免有重复枯燥的部分，你怎么熬过去？',
      },
      options: [
        { score: 1, en: 'I put them off for as long as I can', zh: '能拖就拖' },
        {
          score: 3,
          en: 'I push through, because they lead to the parts I enjoy',
          zh: '咬牙做完，因为后面有我喜欢的部分',
        },
        { score: 0, en: 'They drain me enough to think about quitting', zh: '会消耗到让我想辞职' },
        {
          score: 4,
          en: 'I look for a way to make them faster or smarter',
          zh: '想办法把它做得更快、更巧',
        },
      ],
    },
    {
      id: 'mot-05',
      text: {
        en: 'You are given a free month on full pay. How much of it goes on something to do with {job}?',
        zh: '白给你一个月带薪假，你会拿多少时间做和{job}有关的事？',
      },
      options: [
        { score: 3, en: 'A week or so, to learn something useful', zh: '一周左右，学点有用的' },
        {
          score: 0,
          en: 'None; I would want a complete break from it',
          zh: '一点也不，想彻底跟它断开',
        },
        {
          score: 4,
          en: 'A good part of it: there is a project I have wanted to try',
          zh: '不少时间，正好做个一直想试的项目',
        },
        { score: 1, en: 'A few days, if I felt I had to', zh: '觉得不得不做的话，也就几天' },
      ],
    },
    {
      id: 'mot-06',
      text: {
        en: 'After a year of {job} work, what would make you proudest?',
        zh: '做{job}满一年时，什么最让你骄傲？',
      },
      options: [
        { score: 0, en: 'Simply having stuck it out', zh: '坚持下来了，没放弃' },
        {
          score: 3,
          en: 'Having solved a problem others had given up on',
          zh: '解决了别人都放弃的难题',
        },
        { score: 1, en: 'A promotion or a raise', zh: '升职或者加薪' },
        {
          score: 4,
          en: 'Being clearly better at the craft than when I started',
          zh: '手艺明显比刚入行时精进了',
        },
      ],
    },
    {
      id: 'mot-07',
      text: {
        en: 'How do you feel when someone talks about their work with real enthusiasm?',
        zh: '听到有人眉飞色舞地聊自己的工作，你是什么感受？',
      },
      options: [
        {
          score: 2,
          en: 'I would like to feel that, and I am looking for it',
          zh: '很羡慕，我也在找这种感觉',
        },
        { score: 0, en: 'Tired; I cannot relate at all', zh: '心累，完全没法感同身受' },
        {
          score: 4,
          en: 'I recognise it: I feel that about my own work',
          zh: '很有共鸣，我对自己的工作也是这样',
        },
        { score: 1, en: 'A bit sceptical; work is work', zh: '有点不以为然，工作嘛，不就是工作' },
      ],
    },
  ],
};
