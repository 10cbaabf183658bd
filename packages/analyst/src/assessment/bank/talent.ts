import type { CategoryBank } from './bank-question';

/** Natural talent and instincts: does the work come easily to them, and do their hunches hold? */
export const TALENT: CategoryBank = {
  category: 'talent',
  questions: [
    {
      id: 'tal-01',
      text: {
        en: 'Do people come to you, unasked, for help with the kind of things {job} work involves?',
        zh: '身边的人会不会主动找你，帮忙处理{job}这类工作常碰到的事？',
      },
      options: [
        { score: 3, en: 'Sometimes, for particular things', zh: '有时会，限于某些具体的事' },
        { score: 0, en: 'Never', zh: '从来没有' },
        { score: 4, en: 'All the time; I am the go-to person', zh: '经常，我就是大家找的那个人' },
        { score: 1, en: 'Rarely', zh: '很少' },
      ],
    },
    {
      id: 'tal-02',
      text: {
        en: 'When you first tried something close to {job} work, how did it feel?',
        zh: '第一次接触和{job}相近的事情时，你上手的感觉是……',
      },
      options: [
        { score: 1, en: 'Hard going, but I got there', zh: '挺吃力，但最后还是会了' },
        { score: 4, en: 'Natural; I was quicker than most', zh: '很自然，比大多数人都快' },
        { score: 2, en: 'Steady; I got it with normal effort', zh: '中规中矩，正常努力就学会了' },
        { score: 0, en: 'It never really clicked', zh: '一直没找到感觉' },
      ],
    },
    {
      id: 'tal-03',
      text: {
        en: 'In a situation you have never seen before, how often is your first instinct right?',
        zh: '遇到从没见过的情况，你的第一直觉准不准？',
      },
      options: [
        { score: 2, en: 'About half the time', zh: '一半一半' },
        { score: 0, en: 'I rarely have a clear first instinct', zh: '我很少有明确的第一直觉' },
        { score: 1, en: 'Not often; I second-guess myself', zh: '不太准，常常自我怀疑' },
        {
          score: 4,
          en: 'Most of the time; I have learned to trust it',
          zh: '大多时候都准，我已经学会相信它',
        },
      ],
    },
    {
      id: 'tal-04',
      text: {
        en: 'Think of a time you did something really well without much effort. Was it anything like {job} work?',
        zh: '回想一次你毫不费力就做得很好的经历，它和{job}的工作像吗？',
      },
      options: [
        { score: 4, en: 'Yes, very close to it', zh: '很像，几乎就是一回事' },
        { score: 1, en: 'Not really', zh: '不太像' },
        {
          score: 3,
          en: 'Somewhat: it used the same kind of skill',
          zh: '有点像，用的是同一类本事',
        },
        { score: 0, en: 'I cannot think of such a time', zh: '想不出这样的经历' },
      ],
    },
    {
      id: 'tal-05',
      text: {
        en: 'When a task needs both care and speed, you…',
        zh: '遇到既要细致又要快的任务，你会……',
      },
      options: [
        { score: 0, en: 'Get flustered and make mistakes', zh: '手忙脚乱，容易出错' },
        { score: 2, en: 'Manage, but it wears me out', zh: '能应付，但很累' },
        { score: 4, en: 'Find a rhythm quickly; it suits me', zh: '很快找到节奏，这正合我意' },
        { score: 1, en: 'Slow down and accept being late', zh: '放慢速度，宁可晚交' },
      ],
    },
    {
      id: 'tal-06',
      text: {
        en: 'Learning from someone more experienced in {job} work, you usually…',
        zh: '跟着{job}这行更有经验的人学东西时，你通常……',
      },
      options: [
        {
          score: 3,
          en: 'Need the reasoning explained once, then I have it',
          zh: '需要把道理讲一遍，然后就懂了',
        },
        { score: 1, en: 'Need to practise it many times', zh: '得反复练很多遍' },
        { score: 4, en: 'Pick up their tricks just by watching', zh: '看几遍就能学到窍门' },
        { score: 0, en: 'Struggle to keep up', zh: '很难跟上' },
      ],
    },
    {
      id: 'tal-07',
      text: {
        en: 'Has anyone told you that you are a natural at something {job} work relies on?',
        zh: '有没有人说过，你在{job}这份工作倚重的某项本事上“天生就会”？',
      },
      options: [
        { score: 2, en: 'No, but I have surprised myself', zh: '没有，但我自己都意外做得不错' },
        { score: 4, en: 'Yes, more than once', zh: '有，不止一次' },
        { score: 0, en: 'No', zh: '没有' },
        { score: 3, en: 'Once or twice', zh: '有过一两次' },
      ],
    },
  ],
};
