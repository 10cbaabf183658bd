import type { TAssessmentCategory } from '@irreplaceable/contracts/assessments/categories';
import type { ChallengeTemplate } from './challenge-template';

/** One scenario per category, set in the job's own activities; used for the user's weakest ones. */
export const CATEGORY_CHALLENGES: Record<TAssessmentCategory, ChallengeTemplate> = {
  curiosity: {
    touches: 'curiosity',
    title: { en: 'The overnight update', zh: '一夜之间的更新' },
    text: {
      en: 'The AI tool your team uses for {activity} was updated overnight and now works quite differently. Half your colleagues are complaining. It is Monday morning, and there is {job} work to do.',
      zh: '团队用来做{activity}的 AI 工具一夜之间更新了，用法大变，一半同事都在抱怨。这是做{job}的一个周一早上。',
    },
    choices: [
      {
        text: {
          en: 'Spend an hour testing what changed and share what I find',
          zh: '花一个小时摸清改了什么，再分享给大家',
        },
        reading: {
          en: 'You went to find out for yourself: curiosity put to work.',
          zh: '你主动去摸清楚，这就是把好奇心用在了实处。',
        },
      },
      {
        text: { en: 'Wait for someone to write a guide', zh: '等别人写好说明再说' },
        reading: {
          en: 'You waited for others to work it out: safe, but it keeps you a step behind.',
          zh: '你等别人先摸索：稳妥，但会一直慢半拍。',
        },
      },
      {
        text: {
          en: 'Go back to doing it by hand until things settle',
          zh: '先退回手工做，等它稳定了再说',
        },
        reading: {
          en: 'You stepped back from the new thing; in a job AI keeps changing, that gap widens quickly.',
          zh: '你在新东西面前退了一步；在被 AI 不断改变的工作里，这个差距会很快拉大。',
        },
      },
      {
        text: {
          en: 'Ask the supplier or IT what changed and why',
          zh: '去问供应商或技术部门改了什么、为什么改',
        },
        reading: {
          en: 'You asked why, not only how: useful, if slower than trying it yourself.',
          zh: '你不只问怎么用，还问为什么：有用，只是比亲手试慢一点。',
        },
      },
    ],
    followUp: { en: 'What is the first thing you would try?', zh: '你会先试哪一样？' },
  },
  motivation: {
    touches: 'motivation',
    title: { en: 'The dull quarter', zh: '枯燥的一季度' },
    text: {
      en: 'For the next three months, while the new tools are rolled out, most of your {job} work will be {activity}, the part AI is taking over. No new projects until then.',
      zh: '接下来三个月，新工具上线期间，你做{job}的大部分时间都得花在{activity}上，也就是 AI 正在接手的那部分，期间没有新项目。',
    },
    choices: [
      {
        text: { en: 'Use the time to learn the tools inside out', zh: '借这段时间把工具吃透' },
        reading: {
          en: 'You turned a dull stretch into learning, the kind of drive that lasts.',
          zh: '你把枯燥期变成了学习期，这样的劲头才持久。',
        },
      },
      {
        text: {
          en: 'Do it well and look forward to what comes after',
          zh: '踏踏实实做好，盼着之后的新项目',
        },
        reading: {
          en: 'You would see it through for what comes next: steady, if not inspired.',
          zh: '你会为了之后的机会撑过去：很稳，只是谈不上热情。',
        },
      },
      {
        text: { en: 'Do the minimum and count the days', zh: '混着做，数着日子过' },
        reading: {
          en: 'The dull part drains you, and this job will have more of it as AI arrives, not less.',
          zh: '枯燥的部分会把你耗空；AI 来了以后，这份工作里的这类时刻只会多不会少。',
        },
      },
      {
        text: { en: 'Start looking for something more interesting', zh: '开始找更有意思的工作' },
        reading: {
          en: 'Three dull months would push you out; worth knowing before you commit.',
          zh: '三个月的枯燥就能把你推走，下决心前值得想清楚。',
        },
      },
    ],
    followUp: {
      en: 'What would keep you going through those three months?',
      zh: '是什么能让你撑过这三个月？',
    },
  },
  values: {
    touches: 'values',
    title: { en: 'Nobody checks', zh: '没人把关' },
    text: {
      en: 'To cut costs, your employer wants the AI to handle {activity} in {job} work with no human check. Errors would reach clients, though rarely.',
      zh: '为了省钱，单位打算让 AI 包办{job}工作中的{activity}，不再安排人工复核。出了错会传到客户那里，只是概率不高。',
    },
    choices: [
      {
        text: {
          en: 'Argue for a human check and offer to design it',
          zh: '据理力争保留人工复核，并主动设计流程',
        },
        reading: {
          en: 'You stood up for the quality of the work and offered a way through: values with a plan.',
          zh: '你为工作质量站了出来，还给出了办法：有原则，也有方案。',
        },
      },
      {
        text: { en: 'Raise it once, then accept the decision', zh: '提一次意见，然后接受决定' },
        reading: {
          en: 'You spoke up once and let it go: fair, though the risk stays.',
          zh: '你说了一次就放下了：合情合理，但风险还在。',
        },
      },
      {
        text: { en: 'Say nothing; it is not my call', zh: '不吭声，这不归我管' },
        reading: {
          en: 'You would stay out of it; the more AI does, the more someone has to own the quality.',
          zh: '你选择置身事外；AI 做得越多，越需要有人对质量负责。',
        },
      },
      {
        text: { en: 'Quietly keep checking it myself', zh: '自己悄悄继续检查' },
        reading: {
          en: 'You would protect the work without a fight: conscientious, but invisible work is the easiest to cut.',
          zh: '你不声不响地守住质量：很尽责，但看不见的工作也最容易被砍掉。',
        },
      },
    ],
    followUp: { en: 'What would you say to your manager?', zh: '你会怎么跟领导说？' },
  },
  talent: {
    touches: 'talent',
    title: { en: 'A case nobody has seen', zh: '没人见过的情况' },
    text: {
      en: 'A tricky case comes up in {human}, the part of {job} AI reaches least. Nobody on the team has seen one like it, and there is no manual.',
      zh: '在{human}这块，也就是{job}这份工作里 AI 最难插手的部分，来了一个棘手的情况。团队里谁都没见过，也没有手册可查。',
    },
    choices: [
      {
        text: {
          en: 'Trust my read of the situation, act, then check',
          zh: '相信自己的判断先处理，再回头核实',
        },
        reading: {
          en: 'You trusted your instinct and checked it afterwards: the mark of a natural.',
          zh: '你相信直觉、事后核实，这是有天分的人的做法。',
        },
      },
      {
        text: { en: 'Ask the AI tool for ideas first', zh: '先问 AI 工具要点思路' },
        reading: {
          en: 'You reached for the tool where it is weakest: fine for ideas, not for the call.',
          zh: '你在工具最弱的地方求助于它：拿来找思路可以，拍板还得靠人。',
        },
      },
      {
        text: {
          en: 'Find the most experienced person and watch how they handle it',
          zh: '找最有经验的人，看他怎么处理',
        },
        reading: {
          en: 'You learned by watching, a good way to build the instinct you do not have yet.',
          zh: '你选择在旁边看着学，这是培养直觉的好办法。',
        },
      },
      {
        text: { en: 'Pass it on; it is beyond me', zh: '转给别人，这超出了我的能力' },
        reading: {
          en: 'You stepped back from the hard case, and hard cases are where people in this job earn their place.',
          zh: '你在难题面前退了一步，而这份工作里的人恰恰是靠这种时刻站稳脚跟的。',
        },
      },
    ],
    followUp: { en: 'What would you look at first?', zh: '你会先看哪里？' },
  },
  structured_thinking: {
    touches: 'structured_thinking',
    title: { en: 'The numbers disagree', zh: '数字对不上' },
    text: {
      en: 'The AI’s result on {activity} disagrees with your own figures, and the {job} deliverable is due in an hour.',
      zh: 'AI 在{activity}上给出的结果和你自己算的对不上，而{job}这边的成果一小时后就要交。',
    },
    choices: [
      {
        text: {
          en: 'Find where the two diverge before sending anything',
          zh: '先找出两者在哪儿分岔，再决定交什么',
        },
        reading: {
          en: 'You went after the cause before the deadline: structured under pressure.',
          zh: '你在截止前先查原因，压力之下依然有条理。',
        },
      },
      {
        text: {
          en: 'Send the AI’s version; it is probably right',
          zh: '交 AI 的版本，它多半是对的',
        },
        reading: {
          en: 'You trusted the tool over your own check, and the mistake would still be yours.',
          zh: '你更信工具而不是自己的核对，但出了错还是算你的。',
        },
      },
      {
        text: { en: 'Send mine; I trust my own work', zh: '交我自己的，我相信自己' },
        reading: {
          en: 'You backed your own work without testing it: confident, but unchecked too.',
          zh: '你没验证就站在自己这边：有底气，但同样没经过核对。',
        },
      },
      {
        text: {
          en: 'Send both with a note on the difference, and ask for an hour more',
          zh: '两个都交，注明差异，再申请多一小时',
        },
        reading: {
          en: 'You made the uncertainty visible and asked for time, a sound way to decide.',
          zh: '你把不确定摆上桌面、争取时间，这是稳妥的决策方式。',
        },
      },
    ],
    followUp: { en: 'How would you check which one is right?', zh: '你会怎么核对哪个是对的？' },
  },
  empathy: {
    touches: 'empathy',
    title: { en: 'The colleague the tool replaced', zh: '被工具替下的同事' },
    text: {
      en: 'A colleague whose share of {activity} was automated last month is angry, and blames the new tool and you for learning it so fast. You still work side by side every day.',
      zh: '一位同事上个月在{activity}上的活儿被自动化了，他很生气，怪新工具，也怪你学得太快。你们在{job}的岗位上还天天并肩工作。',
    },
    choices: [
      {
        text: {
          en: 'Talk it through with them and offer to show them the tool',
          zh: '找他好好聊聊，并主动教他用这个工具',
        },
        reading: {
          en: 'You met the anger with help, the human work that stays in this job.',
          zh: '你用帮助回应怒气，这正是这份工作里留给人的那部分。',
        },
      },
      {
        text: { en: 'Give them space and keep my head down', zh: '给他空间，自己埋头干活' },
        reading: {
          en: 'You kept the peace by stepping back: kind, but the rift may stay.',
          zh: '你退一步保持和气：心是好的，但隔阂可能一直在。',
        },
      },
      {
        text: {
          en: 'Tell them the tool is the future and they should adapt',
          zh: '告诉他工具就是未来，他该适应',
        },
        reading: {
          en: 'You were right on the facts and missed the person; that is the gap to work on.',
          zh: '事实上你没说错，却没顾及人，这正是要补的地方。',
        },
      },
      {
        text: { en: 'Raise it with the manager', zh: '找领导反映' },
        reading: {
          en: 'You handed a human problem upwards: sometimes right, but it is part of your job now too.',
          zh: '你把一个关于人的问题交给了上级：有时是对的，但现在它也是你的工作。',
        },
      },
    ],
    followUp: { en: 'What would you say first?', zh: '你会先说什么？' },
  },
  adaptability: {
    touches: 'adaptability',
    title: { en: 'The job description changes', zh: '岗位说明变了' },
    text: {
      en: 'Your {job} role is redefined: less {activity}, more {human}. The training runs for eight weeks, partly in your own time.',
      zh: '你的{job}岗位被重新定义：{activity}少了，{human}多了。培训要八周，有一部分得占用业余时间。',
    },
    choices: [
      {
        text: {
          en: 'Sign up first and ask what else I should learn',
          zh: '第一个报名，还问问还要学什么',
        },
        reading: {
          en: 'You leaned into the change, the instinct that matters most in an exposed job.',
          zh: '你主动迎向变化，在被 AI 改变的工作里，这是最要紧的本能。',
        },
      },
      {
        text: { en: 'Do the training, but only in work hours', zh: '参加培训，但只用上班时间' },
        reading: {
          en: 'You would adapt within limits: reasonable, if slower.',
          zh: '你会在边界之内适应：合理，只是慢一些。',
        },
      },
      {
        text: {
          en: 'Ask to keep my old duties for as long as possible',
          zh: '申请尽量保留原来的工作内容',
        },
        reading: {
          en: 'You would hold on to the part AI is taking, the riskiest place to stand.',
          zh: '你想守住 AI 正在接手的那部分，那恰恰是最危险的位置。',
        },
      },
      {
        text: { en: 'Take it as a sign to leave', zh: '把这当成该走的信号' },
        reading: {
          en: 'You would rather leave than change; worth asking whether another job would really change less.',
          zh: '你宁可离开也不愿改变；值得问问自己，别的工作真的会变得更少吗。',
        },
      },
    ],
    followUp: {
      en: 'What would make those eight weeks work for you?',
      zh: '怎样安排，这八周才对你行得通？',
    },
  },
  compatibility: {
    touches: 'compatibility',
    title: { en: 'The offer with strings', zh: '附带条件的机会' },
    text: {
      en: 'A {job} role opens that suits you well, but it means two evening shifts a week, a longer commute and six months of study alongside.',
      zh: '一个很适合你的{job}岗位空出来了，但条件是每周两个晚班、通勤更远，还得同时学习半年。',
    },
    choices: [
      {
        text: { en: 'Take it; I can make the hours work', zh: '接下，时间我能安排好' },
        reading: {
          en: 'Your life has room for what the job asks: a practical fit.',
          zh: '你的生活给这份工作留出了空间，现实条件是契合的。',
        },
      },
      {
        text: { en: 'Take it, but negotiate the evenings', zh: '接下，但争取调整晚班' },
        reading: {
          en: 'You would take it and shape it, a realistic way to make a job fit your life.',
          zh: '你会接下并去争取调整，这是让工作适配生活的现实做法。',
        },
      },
      {
        text: {
          en: 'Decline; my life cannot absorb that right now',
          zh: '拒绝，眼下的生活承受不了',
        },
        reading: {
          en: 'Your real-life limits decide for you here; better to know that before you choose this path.',
          zh: '在这件事上，现实条件替你做了决定；选这条路之前弄清这一点更好。',
        },
      },
      {
        text: { en: 'Take it and hope it works out', zh: '先接下，走一步看一步' },
        reading: {
          en: 'You said yes without a plan, and the hours and the study would test that quickly.',
          zh: '你没有计划就答应了，晚班和学习很快就会检验这一点。',
        },
      },
    ],
    followUp: {
      en: 'What would have to change at home for this to work?',
      zh: '家里得有什么变化，这件事才行得通？',
    },
  },
};
