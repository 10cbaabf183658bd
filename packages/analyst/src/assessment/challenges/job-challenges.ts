import type { ChallengeTemplate } from './challenge-template';

/** The job's most exposed activity is automated: what do they do with the time? */
export const AUTOMATION_CHALLENGE: ChallengeTemplate = {
  touches: 'adaptability',
  title: { en: 'When the tool takes over', zh: '工具接手之后' },
  text: {
    en: 'The analysis gives {job} a {rate}% AI replacement rate, and {activity} is among its most exposed activities (the research rates {share}% of its tasks as exposed to AI). Your team brings in a tool that does most of it in minutes. Your manager asks how you will use the time it frees up.',
    zh: '分析给{job}的 AI 替代率是 {rate}%，{activity}是其中最容易被 AI 接手的工作之一（据研究评估，这部分 {share}% 的任务可被 AI 提速）。团队引进了一个工具，几分钟就能把这部分做完大半。领导问你：省下来的时间打算怎么用？',
  },
  unrated: {
    en: 'In {job}, {activity} is among the work AI reaches first. Your team brings in a tool that does most of it in minutes. Your manager asks how you will use the time it frees up.',
    zh: '在{job}这份工作里，{activity}是 AI 最先接得住的活儿之一。团队引进了一个工具，几分钟就能把这部分做完大半。领导问你：省下来的时间打算怎么用？',
  },
  choices: [
    {
      text: {
        en: 'Become the one who sets up and checks the tool’s output',
        zh: '成为配置工具、检查产出的那个人',
      },
      reading: {
        en: 'You would steer the tool rather than race it: the instinct this job rewards.',
        zh: '你选择驾驭工具而不是和它赛跑，这正是这份工作奖励的本能。',
      },
    },
    {
      text: {
        en: 'Move my time to {human}, the part that stays human',
        zh: '把时间转到{human}这类仍然属于人的工作上',
      },
      reading: {
        en: 'You would move toward the human core of the job, a sound long-term bet.',
        zh: '你会往这份工作里属于人的核心靠拢，长远看是稳妥的一步。',
      },
    },
    {
      text: {
        en: 'Keep doing it by hand to show I am still needed',
        zh: '继续手工做，证明我还有用',
      },
      reading: {
        en: 'You would compete with the tool on its own ground, the habit this job punishes most.',
        zh: '你想在工具最擅长的地方跟它比，而这份工作对这种习惯最不留情。',
      },
    },
    {
      text: { en: 'Start looking for a less exposed role', zh: '开始物色风险更低的岗位' },
      reading: {
        en: 'You would hedge early by looking elsewhere: cautious, maybe realistic, but it leaves your strengths in this job unused.',
        zh: '你会早早另找出路：谨慎，也许现实，但你在这份工作里的长处就用不上了。',
      },
    },
  ],
  followUp: {
    en: 'What would you actually do in your first week with the tool?',
    zh: '有了这个工具，你第一周具体会做什么？',
  },
};

/** The job page's own advice, put to the test against a deadline on exposed work. */
export const ADVICE_CHALLENGE: ChallengeTemplate = {
  touches: 'empathy',
  title: { en: 'Two things at once', zh: '分身乏术' },
  text: {
    en: 'The advice on the {job} page says: {advice}. Put it to the test: right now someone needs you in person for {human}, while a report the AI drafted on {activity} waits for your sign-off before noon.',
    zh: '{job}职位页上的建议是：{advice}。现在来检验一下：此刻有人需要你当面处理{human}，同时 AI 起草的一份关于{activity}的报告，中午前等你签字。',
  },
  choices: [
    {
      text: {
        en: 'The person first; the draft can wait an hour',
        zh: '先顾人，草稿晚一小时没关系',
      },
      reading: {
        en: 'You put the human part first, which is where this job’s value is moving.',
        zh: '你把人放在前面，而这份工作的价值正往这边移。',
      },
    },
    {
      text: {
        en: 'Sign the draft without reading it closely, then see the person',
        zh: '草稿不细看就签，然后去见人',
      },
      reading: {
        en: 'You traded checking for speed; with AI drafts, unchecked work becomes your mistake.',
        zh: '你拿把关换了速度；AI 起草的东西没查过，出了错就是你的错。',
      },
    },
    {
      text: {
        en: 'Check the draft properly first, then see the person',
        zh: '先把草稿认真查完，再去见人',
      },
      reading: {
        en: 'You put accuracy first: careful, though the person pays for the wait.',
        zh: '你把准确放在第一位：够稳，只是对方要为等待买单。',
      },
    },
    {
      text: {
        en: 'Ask a colleague to cover one of them, and say why',
        zh: '请同事分担其中一件，并说明原因',
      },
      reading: {
        en: 'You shared the load and said so, which is how teams work once AI is in the loop.',
        zh: '你分担了工作也把话说清楚，AI 加入之后，团队就该这样协作。',
      },
    },
  ],
  followUp: {
    en: 'How would you explain your choice to whoever had to wait?',
    zh: '你会怎么向等待的那一方解释你的选择？',
  },
};

/** A job with much of its work exposed: the friend's question about the replacement rate. */
export const HIGH_RATE_CHALLENGE: ChallengeTemplate = {
  touches: 'values',
  title: { en: 'At {rate}%', zh: '替代率 {rate}%' },
  text: {
    en: 'The analysis gives {job} a {rate}% AI replacement rate and {irr}% human irreplaceability. A friend asks: "Why pick a job where AI reaches that much of the work?" What do you answer?',
    zh: '分析给{job}的 AI 替代率是 {rate}%，人类不可替代性是 {irr}%。朋友问你：“AI 能插手这么多，为什么还要选这份工作？”你怎么回答？',
  },
  choices: [
    {
      text: {
        en: 'The parts AI reaches are not the parts I want to do anyway',
        zh: 'AI 能做的，本来就不是我想做的那部分',
      },
      reading: {
        en: 'You know which part of the job you are there for: clear values.',
        zh: '你清楚自己是冲着哪部分工作去的，价值取向很清晰。',
      },
    },
    {
      text: {
        en: 'Every job is changing; I would rather learn with it than avoid it',
        zh: '哪份工作都在变，我宁可跟着学，也不躲',
      },
      reading: {
        en: 'You treat change as part of the deal, an adaptable stance.',
        zh: '你把变化当成工作的一部分，这是适应力强的姿态。',
      },
    },
    {
      text: { en: 'Maybe they are right; I should think again', zh: '也许朋友说得对，我得再想想' },
      reading: {
        en: 'Your choice still wobbles under a simple question; it is worth firming up.',
        zh: '一个简单的问题就能让你动摇，这个选择还需要夯实。',
      },
    },
    {
      text: { en: 'The numbers do not apply to me', zh: '这些数字跟我没关系' },
      reading: {
        en: 'You set the evidence aside; confidence helps, but the figures describe the job you would be doing.',
        zh: '你把证据放到了一边；自信有用，但这些数字描述的正是你要做的工作。',
      },
    },
  ],
  followUp: {
    en: 'Which part of {job} do you most want to keep for yourself?',
    zh: '{job}这份工作里，你最想留给自己的是哪一部分？',
  },
};

/** A job AI barely reaches: the opposite temptation, to ignore AI altogether. */
export const LOW_RATE_CHALLENGE: ChallengeTemplate = {
  touches: 'values',
  title: { en: 'Only {rate}%', zh: '只有 {rate}%' },
  text: {
    en: 'The analysis gives {job} a {rate}% AI replacement rate and {irr}% human irreplaceability. A friend says: "So AI barely touches it. Nothing to think about, right?" What do you answer?',
    zh: '分析给{job}的 AI 替代率只有 {rate}%，人类不可替代性是 {irr}%。朋友说：“AI 基本碰不到它，那就不用多想了吧？”你怎么回答？',
  },
  choices: [
    {
      text: {
        en: 'Low exposure still changes how the work is done; I plan to keep up',
        zh: '替代率低，做事的方式照样会变，我打算跟上',
      },
      reading: {
        en: 'You would keep up even where AI reaches little, an adaptable and far-sighted stance.',
        zh: '就算 AI 插手不多你也打算跟上，这是有远见、适应力强的姿态。',
      },
    },
    {
      text: { en: 'Right; I can ignore AI in this job', zh: '对，这行可以不管 AI' },
      reading: {
        en: 'You would relax about AI; low exposure is not zero, and the tools still reach the paperwork.',
        zh: '你打算对 AI 放松警惕；替代率低不等于零，文书这类活儿照样会被工具接手。',
      },
    },
    {
      text: { en: 'The human side is exactly why I chose it', zh: '我选它，恰恰是因为它靠人' },
      reading: {
        en: 'You chose the job for what stays human in it: clear values.',
        zh: '你看中的正是这份工作里属于人的部分，价值取向很清晰。',
      },
    },
    {
      text: { en: 'I had not thought about it either way', zh: '这个问题我还真没想过' },
      reading: {
        en: 'You have not weighed this yet; it is worth doing before you commit.',
        zh: '你还没掂量过这件事，下决心之前值得想一想。',
      },
    },
  ],
  followUp: {
    en: 'Which part of {job} do you most want to keep for yourself?',
    zh: '{job}这份工作里，你最想留给自己的是哪一部分？',
  },
};
