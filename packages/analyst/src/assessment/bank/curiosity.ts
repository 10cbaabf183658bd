import type { CategoryBank } from './bank-question';

/** Curiosity-driven thinking: do they go looking for how things work, and for what is new? */
export const CURIOSITY: CategoryBank = {
  category: 'curiosity',
  questions: [
    {
      id: 'cur-01',
      text: {
        en: 'A new AI tool appears that could change how {job} work gets done. What do you do first?',
        zh: '出现了一个可能改变{job}工作方式的 AI 新工具，你的第一反应是？',
      },
      options: [
        {
          score: 3,
          en: 'Read a couple of reviews, then try it when I have a quiet hour',
          zh: '先看几篇评测，等有空再上手',
        },
        {
          score: 0,
          en: 'Ignore it unless my manager makes it compulsory',
          zh: '除非领导要求，否则不理它',
        },
        {
          score: 4,
          en: 'Try it on a real task the same day and see where it breaks',
          zh: '当天就拿真实任务试一试，看它在哪儿露馅',
        },
        { score: 1, en: 'Wait until colleagues say it is worth it', zh: '等同事都说好用了再说' },
      ],
    },
    {
      id: 'cur-02',
      text: {
        en: 'Something goes wrong at work and nobody knows why. You tend to…',
        zh: '工作中出了问题，却没人说得清原因。你通常会……',
      },
      options: [
        {
          score: 1,
          en: 'Fix it and move on; the result matters more than the cause',
          zh: '修好就行，结果比原因重要',
        },
        { score: 0, en: 'Leave it to whoever is responsible', zh: '交给负责的人去处理' },
        {
          score: 2,
          en: 'Ask the person most likely to know, and note down the answer',
          zh: '去问最可能知道的人，顺手把答案记下来',
        },
        {
          score: 4,
          en: 'Keep digging until I understand it, even after it is fixed',
          zh: '刨根问底，就算修好了也要弄明白为什么',
        },
      ],
    },
    {
      id: 'cur-03',
      text: {
        en: 'In your free time, do you end up reading or watching things about how {job} work is changing?',
        zh: '业余时间里，你会不会主动去了解{job}这一行正在发生的变化？',
      },
      options: [
        { score: 2, en: 'Now and then, when something crosses my feed', zh: '偶尔，刷到了就看看' },
        { score: 4, en: 'Often: I go looking for it', zh: '经常，会主动去找' },
        { score: 0, en: 'Never; it is not something I think about', zh: '从不，没想过这个' },
        {
          score: 1,
          en: 'Rarely; after work I would rather switch off',
          zh: '很少，下班了只想放空',
        },
      ],
    },
    {
      id: 'cur-04',
      text: {
        en: 'You are handed a task you have never done, with no instructions. Your first move is to…',
        zh: '你接到一项从没做过、也没人交代做法的任务，第一步会……',
      },
      options: [
        { score: 1, en: 'Ask for instructions before starting', zh: '先要一份说明再开始' },
        {
          score: 4,
          en: 'Break it apart and experiment with the piece I understand least',
          zh: '把它拆开，先从最没把握的那块动手试',
        },
        { score: 0, en: 'Put it aside until someone shows me', zh: '先放着，等有人带我做' },
        {
          score: 2,
          en: 'Look for a template someone else has used',
          zh: '找找别人用过的模板或范例',
        },
      ],
    },
    {
      id: 'cur-05',
      text: {
        en: 'Which question do you catch yourself asking most often at work?',
        zh: '在工作中，你最常问自己的是哪个问题？',
      },
      options: [
        { score: 3, en: 'Why do we do it this way?', zh: '我们为什么要这么做？' },
        { score: 1, en: 'What exactly is expected of me?', zh: '具体要我做到什么程度？' },
        { score: 0, en: 'When is it due?', zh: '什么时候交？' },
        {
          score: 4,
          en: 'Could this be done differently, or not at all?',
          zh: '这事能不能换个做法，甚至干脆不做？',
        },
      ],
    },
    {
      id: 'cur-06',
      text: {
        en: 'Someone from a completely different background explains how they would approach {job} work. You…',
        zh: '一个背景和你完全不同的人，讲他会怎么做{job}的工作。你会……',
      },
      options: [
        {
          score: 4,
          en: 'Ask lots of questions; outside views are where new ideas come from',
          zh: '追着问个不停，外行的视角常常带来新点子',
        },
        { score: 3, en: 'Pick out one idea to try later', zh: '挑一个想法，回头试试' },
        {
          score: 1,
          en: 'Listen politely, then stick to what I know works',
          zh: '礼貌地听完，还是按自己验证过的来',
        },
        {
          score: 0,
          en: 'Feel that they do not really understand the job',
          zh: '觉得他根本不懂这行',
        },
      ],
    },
    {
      id: 'cur-07',
      text: {
        en: 'How do you usually pick up a new skill?',
        zh: '你一般怎么学一项新本事？',
      },
      options: [
        { score: 1, en: 'When a job demands it, not before', zh: '工作需要时才学，不会提前' },
        {
          score: 3,
          en: 'A structured course, from start to finish',
          zh: '找一门系统的课，从头学到尾',
        },
        {
          score: 4,
          en: 'I set myself a small project and learn what it needs as I go',
          zh: '给自己定个小项目，边做边学缺的东西',
        },
        { score: 0, en: 'I would rather stick with the skills I have', zh: '更愿意守着已有的本事' },
      ],
    },
  ],
};
