import type { TFinalReport } from '@irreplaceable/contracts/assessments/assessment';
import type { TCategoryScore } from '@irreplaceable/contracts/assessments/categories';
import type { Language } from '@irreplaceable/contracts/constants';
import type { Bilingual } from '../personas/persona-data';
import {
  challengeReadings,
  chosenOptions,
  jobValues,
  strongestFirst,
  telling,
  weakestFirst,
} from './answer-facts';
import { categoryLine } from './category-lines';
import { classifyIntent } from './intent';
import type { JobProfile } from './job-profile';
import { citeAnswer, quoteCited, type CitedAnswer } from './cited-answer';
import { afterFirstSentence, excerpt, fill, joinList, quoted } from './job-text';
import { fitBand, voiceOf } from './persona-voice';
import { EXPOSED_STEP, HUMAN_STEP, INTENT_STEPS, SAFER_STEP } from './report-steps';
import { categoryScores, fitScore } from './scoring';
import type { AssessmentContext, AssessmentSoFar } from './types';

/** A second strongest category is named only from this score. */
const STRENGTH_FROM = 60;
/** Categories below this are named as needs in the report (at least the weakest one always is). */
const NEED_BELOW = 60;
/** Below this fit the report points to a less exposed neighbouring occupation, if there is one. */
const SAFER_BELOW = 60;
const MAX_STEPS = 5;

const TEXT = {
  said: { en: 'You looked at {job} and said {quote}.', zh: '说起{job}，你的原话是{quote}。' },
  picked: {
    en: 'You looked at {job} and, of the answers I offered, picked {quote}.',
    zh: '说起{job}，在我给的几个回答里，你选了{quote}。',
  },
  pressed: {
    en: 'When I pressed, you told me {answers}.',
    zh: '我追问之后，你说的是{answers}。',
  },
  pressedPicked: {
    en: 'When I pressed, you picked {answers} from my list.',
    zh: '我追问之后，你从我给的回答里选了{answers}。',
  },
  strongest: {
    en: '**Where you are strongest:** {names}. {line}',
    zh: '**你最强的地方：**{names}。{line}',
  },
  weakest: {
    en: '**Where you are weakest:** {names}. {line}',
    zh: '**你最弱的地方：**{names}。{line}',
  },
  choices: { en: 'Asked {question}, you chose {option}.', zh: '问到{question}，你选了{option}。' },
  challenges: { en: '**In the challenges:**', zh: '**在情境挑战里：**' },
  challenge: {
    en: '- *{title}*: you chose {choice}. {reading}',
    zh: '- *{title}*：你选了{choice}。{reading}',
  },
  thoughts: { en: ' You added: {thoughts}.', zh: '你还补充说：{thoughts}。' },
  asks: { en: '**What {job} asks of you**', zh: '**{job}对你的要求**' },
  exposed: {
    en: '- AI already reaches {activities} (AI replacement rate {rate}%). You need to be the one who directs and checks that work, not the one it replaces.',
    zh: '- AI 已经能插手{activities}（AI 替代率 {rate}%）。你要成为指挥、检查这部分工作的人，而不是被它替代的人。',
  },
  exposedUnrated: {
    en: '- AI already reaches {activities}. You need to be the one who directs and checks that work, not the one it replaces.',
    zh: '- AI 已经能插手{activities}。你要成为指挥、检查这部分工作的人，而不是被它替代的人。',
  },
  human: {
    en: '- What stays human is {activities}; that is where your value in this job will sit.',
    zh: '- 仍然属于人的是{activities}，你在这份工作里的价值就落在这里。',
  },
  advice: { en: '- From the job page’s own advice:', zh: '- 职位页自己的建议里提到：' },
  grow: { en: '**Where you need to grow**', zh: '**你需要补的地方**' },
  need: { en: '- **{name}** ({score}/100): {need}', zh: '- **{name}**（{score}/100）：{need}' },
} satisfies Record<string, Bilingual>;

const scoreName = (score: TCategoryScore, language: Language) =>
  language === 'zh' ? `${score.name}（${score.score}/100）` : `${score.name} (${score.score}/100)`;

/** Who they are: their own words, their strongest and weakest categories, their choices. */
function reflection(
  context: AssessmentContext,
  profile: JobProfile,
  soFar: AssessmentSoFar,
  scores: readonly TCategoryScore[],
): string {
  const { language } = context;
  const values = jobValues(profile, language);
  const say = (answer: string) => quoted(excerpt(answer), language);
  const [first, ...later] = soFar.phase1.map((item) =>
    citeAnswer(item.answer, item.question.options),
  );
  const quote = (cited: CitedAnswer) => quoteCited(cited, language);
  const laterSaid = later.filter((cited) => !cited.isChoice);
  const laterPicked = later.filter((cited) => cited.isChoice);
  const [top, second] = strongestFirst(scores) as [TCategoryScore, TCategoryScore];
  const weakest = weakestFirst(scores).find((score) => score !== top)!;
  // A second strength is named only when it is one: five low answers have no runner-up to praise.
  const strongest = second.score >= STRENGTH_FROM && second !== weakest ? [top, second] : [top];
  const chosen = chosenOptions(soFar.phase2);
  const cited = [
    telling(chosen, strongest[0]!.category, 'best'),
    telling(chosen, weakest.category, 'worst'),
  ]
    .filter((item) => item !== undefined)
    .filter((item, index, all) => all.indexOf(item) === index)
    .map((item) =>
      fill(TEXT.choices[language], {
        question: quoted(item.question, language),
        option: quoted(item.option, language),
      }),
    );
  const space = language === 'zh' ? '' : ' ';
  const opening = [
    first
      ? fill(TEXT[first.isChoice ? 'picked' : 'said'][language], {
          job: profile.title,
          quote: quote(first),
        })
      : '',
    laterSaid.length > 0
      ? fill(TEXT.pressed[language], { answers: joinList(laterSaid.map(quote), language) })
      : '',
    laterPicked.length > 0
      ? fill(TEXT.pressedPicked[language], { answers: joinList(laterPicked.map(quote), language) })
      : '',
  ];
  const readings = challengeReadings(soFar.challenges).map(
    (item) =>
      fill(TEXT.challenge[language], {
        title: item.title,
        choice: quoted(item.choice, language),
        reading: item.reading,
      }) + (item.thoughts ? fill(TEXT.thoughts[language], { thoughts: say(item.thoughts) }) : ''),
  );
  return [
    opening.filter(Boolean).join(space),
    fill(TEXT.strongest[language], {
      names: joinList(
        strongest.map((score) => scoreName(score, language)),
        language,
      ),
      line: fill(
        categoryLine(strongest[0]!.category, 'strength', profile.rate !== null)[language],
        values,
      ),
    }),
    fill(TEXT.weakest[language], {
      names: scoreName(weakest, language),
      line: fill(categoryLine(weakest.category, 'watch', profile.rate !== null)[language], values),
    }),
    cited.join(space),
    readings.length > 0 ? [TEXT.challenges[language], ...readings].join('\n') : '',
    voiceOf(context.analyst, language).signoff,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The weak categories the report names: those below NEED_BELOW, at least one, at most three. */
function needs(scores: readonly TCategoryScore[]): TCategoryScore[] {
  const ordered = weakestFirst(scores);
  const below = ordered.filter((score) => score.score < NEED_BELOW);
  return (below.length > 0 ? below : ordered).slice(0, 3);
}

/** What they need for this job: its exposed and human activities, its advice, their weak spots. */
function whatYouNeed(
  context: AssessmentContext,
  profile: JobProfile,
  scores: readonly TCategoryScore[],
): string {
  const { language } = context;
  const values = jobValues(profile, language);
  const names = (items: readonly { name: string }[]) =>
    joinList(
      items.slice(0, 3).map((item) => quoted(item.name, language)),
      language,
    );
  // The job page's advice names the exposed and human activities first (said above), then what
  // they mean in this field; an adaptability or thinking gap is met by the part on directing AI,
  // any other by the part on the human work. Its credentials line follows when there is one.
  const weakest = weakestFirst(scores)[0]!.category;
  const aboutTools = ['adaptability', 'curiosity', 'structured_thinking'].includes(weakest);
  const chosen = profile.advice[aboutTools ? 1 : 0] ?? profile.advice[0];
  const advice = [
    chosen ? afterFirstSentence(chosen) || chosen : '',
    profile.advice[2] ?? '',
  ].filter(Boolean);
  return [
    [
      fill(TEXT.asks[language], values),
      profile.rate === null
        ? fill(TEXT.exposedUnrated[language], { activities: names(profile.exposed) })
        : fill(TEXT.exposed[language], { activities: names(profile.exposed), rate: profile.rate }),
      fill(TEXT.human[language], { activities: names(profile.human), job: profile.title }),
      ...(advice.length > 0 ? [TEXT.advice[language], ...advice.map((line) => `  - ${line}`)] : []),
    ].join('\n'),
    [
      TEXT.grow[language],
      ...needs(scores).map((score) =>
        fill(TEXT.need[language], {
          name: score.name,
          score: score.score,
          need: fill(categoryLine(score.category, 'need', profile.rate !== null)[language], values),
        }),
      ),
    ].join('\n'),
  ].join('\n\n');
}

function nextSteps(
  context: AssessmentContext,
  profile: JobProfile,
  soFar: AssessmentSoFar,
  scores: readonly TCategoryScore[],
  fit: number,
): string[] {
  const { language } = context;
  const values = jobValues(profile, language);
  const [weakest, second] = weakestFirst(scores) as [TCategoryScore, TCategoryScore];
  const intent = classifyIntent(soFar.phase1[0]?.answer ?? '');
  const safer = profile.safer[0];
  const steps = [
    categoryLine(weakest.category, 'step', profile.rate !== null)[language],
    EXPOSED_STEP[language],
    INTENT_STEPS[intent][language],
    HUMAN_STEP[language],
    fit < SAFER_BELOW && safer
      ? SAFER_STEP[language]
      : categoryLine(second.category, 'step', profile.rate !== null)[language],
  ];
  const filled = steps.map((step) =>
    fill(step, { ...values, safer: safer?.title ?? '', saferRate: safer?.rate ?? '' }),
  );
  return [...new Set(filled)].slice(0, MAX_STEPS);
}

export function builtinFinalReport(
  context: AssessmentContext,
  profile: JobProfile,
  soFar: AssessmentSoFar,
): TFinalReport {
  const scores = categoryScores(
    soFar.phase2,
    context.language,
    soFar.phase1.map((item) => item.answer),
  );
  return wordFinalReport(context, profile, soFar, scores, fitScore(scores, context.job.analysis));
}

/**
 * The built-in report's words, in `context.language`, for scores already worked out: written
 * once when the report is made, and again in the reader's language whenever it is read.
 */
export function wordFinalReport(
  context: AssessmentContext,
  profile: JobProfile,
  soFar: AssessmentSoFar,
  scores: readonly TCategoryScore[],
  fit: number,
): TFinalReport {
  const { language } = context;
  return {
    report_5a: {
      cognitive_personal_reflection: reflection(context, profile, soFar, scores),
      headline: fill(voiceOf(context.analyst, language).verdict(fitBand(fit)), {
        job: profile.title,
        fit,
      }),
    },
    report_5b: {
      what_you_need: whatYouNeed(context, profile, scores),
      next_steps: nextSteps(context, profile, soFar, scores, fit),
    },
    category_scores: [...scores],
    fit_score: fit,
  };
}
