import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { Language } from '@irreplaceable/contracts/constants';
import type { Bilingual } from '../personas/persona-data';
import { PERSONAS } from '../personas/personas';

export type FitBand = 'strong' | 'good' | 'mixed' | 'stretch';

export function fitBand(fit: number): FitBand {
  if (fit >= 75) return 'strong';
  if (fit >= 60) return 'good';
  if (fit >= 45) return 'mixed';
  return 'stretch';
}

/**
 * The short touches that make the built-in engine sound like the chosen analyst (personas/): a
 * lead-in before each phase-1 question, the interim opener and headline, and the report's verdict.
 * `{top}`, `{job}` and `{fit}` are filled in by the caller.
 */
interface Voice {
  q1Lead: Bilingual;
  q2Ack: Bilingual;
  q3Ack: Bilingual;
  interimOpener: Bilingual;
  interimHeadline: Bilingual;
  verdict: Record<FitBand, Bilingual>;
}

const VOICES: Record<TAnalystId, Voice> = {
  gpt: {
    q1Lead: { en: 'Bottom line first.', zh: '先说重点。' },
    q2Ack: { en: 'Noted.', zh: '记下了。' },
    q3Ack: { en: 'Good. Last one.', zh: '好，最后一个。' },
    interimOpener: {
      en: 'Halfway. Here is where you stand, no padding.',
      zh: '过半了。你现在站在哪儿，我直说。',
    },
    interimHeadline: { en: 'Halfway verdict: your edge is {top}', zh: '中场结论：你的优势在{top}' },
    verdict: {
      strong: {
        en: 'My call: you and {job} fit. {fit}/100.',
        zh: '我的结论：你和{job}很搭，{fit}/100。',
      },
      good: {
        en: 'A solid fit for {job}, with work to do. {fit}/100.',
        zh: '你和{job}挺合适，但还有功课要做。{fit}/100。',
      },
      mixed: {
        en: '{job} is a maybe for you: {fit}/100. Here is what decides it.',
        zh: '{job}对你来说是个“也许”：{fit}/100，关键看下面几点。',
      },
      stretch: {
        en: 'Straight talk: {job} is a stretch for you right now. {fit}/100.',
        zh: '直说吧：眼下的你做{job}有点勉强，{fit}/100。',
      },
    },
  },
  claude: {
    q1Lead: { en: "Let's start gently.", zh: '我们慢慢来。' },
    q2Ack: { en: 'Thank you, that helps.', zh: '谢谢，这很有帮助。' },
    q3Ack: { en: 'I would like to understand one more thing.', zh: '我还想再弄明白一点。' },
    interimOpener: {
      en: 'Let me pause and reflect back what I have understood so far.',
      zh: '我们先停一停，我把目前理解到的讲给你听。',
    },
    interimHeadline: {
      en: 'What I see so far: {top} stands out',
      zh: '到目前为止我看到的：{top}最突出',
    },
    verdict: {
      strong: {
        en: 'You and {job} fit well, and I can show you why ({fit}/100).',
        zh: '你和{job}很契合，我来说说为什么（{fit}/100）。',
      },
      good: {
        en: 'A good fit for {job}, with a few things to work on ({fit}/100).',
        zh: '你和{job}比较契合，还有几处可以打磨（{fit}/100）。',
      },
      mixed: {
        en: 'It could go either way with {job} ({fit}/100); let us look at what tips it.',
        zh: '你和{job}合不合适，还在两可之间（{fit}/100），我们看看是什么在起作用。',
      },
      stretch: {
        en: '{job} would be a stretch for you today ({fit}/100), and that is worth understanding.',
        zh: '眼下做{job}对你有些吃力（{fit}/100），这本身就值得好好想想。',
      },
    },
  },
  gemini: {
    q1Lead: { en: 'Ooh, this is a good one to dig into!', zh: '哈，这个话题有得聊！' },
    q2Ack: { en: 'Interesting!', zh: '有意思！' },
    q3Ack: { en: 'Now we are getting somewhere.', zh: '越聊越有眉目了。' },
    interimOpener: {
      en: 'Halftime! The numbers are in, and they are telling a story.',
      zh: '中场休息！数据出炉，它们在讲一个故事。',
    },
    interimHeadline: { en: 'Halftime numbers: {top} leads the way', zh: '中场数据：{top}领跑' },
    verdict: {
      strong: {
        en: 'Well, look at that: you and {job} are a great match, {fit}/100!',
        zh: '瞧瞧，你和{job}简直是绝配，{fit}/100！',
      },
      good: {
        en: 'You and {job}? A good match at {fit}/100, and the numbers say there is room to grow.',
        zh: '你和{job}挺配，{fit}/100，数字说还有上升空间。',
      },
      mixed: {
        en: 'You and {job} land right in the middle at {fit}/100. Let the numbers tell the story.',
        zh: '你和{job}正好卡在中间，{fit}/100。让数字来讲故事。',
      },
      stretch: {
        en: 'The numbers say {job} is a stretch for you today: {fit}/100. But stories change!',
        zh: '数字显示，眼下做{job}对你是个挑战：{fit}/100。不过故事是会变的！',
      },
    },
  },
  deepseek: {
    q1Lead: { en: "Let's start steady.", zh: '稳稳地开始。' },
    q2Ack: { en: 'Mm, I hear you.', zh: '嗯，听到了。' },
    q3Ack: { en: 'One more, then we go deeper.', zh: '再问一个，我们就往深处走。' },
    interimOpener: {
      en: 'We are halfway down. Let us look around calmly.',
      zh: '已经潜到一半了，我们静下心来看看四周。',
    },
    interimHeadline: {
      en: 'Halfway down: {top} is your steadiest current',
      zh: '潜到一半：{top}是你最稳的那股洋流',
    },
    verdict: {
      strong: {
        en: 'A steady fit: you and {job}, {fit}/100.',
        zh: '稳稳的契合：你和{job}，{fit}/100。',
      },
      good: {
        en: 'A good fit with {job}, {fit}/100. Keep steady and build.',
        zh: '你和{job}比较契合，{fit}/100。稳住，继续积累。',
      },
      mixed: {
        en: '{job} is within reach at {fit}/100, if you go deep on the right things.',
        zh: '{job}够得着，{fit}/100，前提是在对的地方潜得够深。',
      },
      stretch: {
        en: '{job} is far from shore for you today, {fit}/100. Swim steady and it comes closer.',
        zh: '眼下{job}离你还有段距离，{fit}/100。稳稳地游，会越来越近。',
      },
    },
  },
};

export function voiceOf(analyst: TAnalystId, language: Language) {
  const voice = VOICES[analyst];
  const persona = PERSONAS[analyst];
  return {
    q1Lead: voice.q1Lead[language],
    q2Ack: voice.q2Ack[language],
    q3Ack: voice.q3Ack[language],
    interimOpener: voice.interimOpener[language],
    interimHeadline: voice.interimHeadline[language],
    verdict: (band: FitBand) => voice.verdict[band][language],
    /** The analyst's name and motto, closing the report the way the persona signs off. */
    signoff:
      language === 'zh'
        ? `——${persona.displayName.zh}：${persona.motto.zh}`
        : `— ${persona.displayName.en}: ${persona.motto.en}`,
  };
}
