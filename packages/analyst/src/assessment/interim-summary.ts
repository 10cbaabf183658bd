import type { TInterimSummary } from '@irreplaceable/contracts/assessments/assessment';
import type { TCategoryScore } from '@irreplaceable/contracts/assessments/categories';
import type { Language } from '@irreplaceable/contracts/constants';
import type { Bilingual } from '../personas/persona-data';
import {
  chosenOptions,
  jobValues,
  strongestFirst,
  telling,
  weakestFirst,
  type ChosenOption,
} from './answer-facts';
import { categoryLine } from './category-lines';
import { classifyIntent } from './intent';
import type { JobProfile } from './job-profile';
import { citeAnswer, quoteCited } from './cited-answer';
import { fill, quoted } from './job-text';
import { voiceOf } from './persona-voice';
import { INTENT_REASONS } from './phase1-texts';
import { categoryScores } from './scoring';
import type { AssessmentContext, AssessmentSoFar } from './types';

/** A score this high is named a strength; below WATCH_BELOW it is a watch point. */
const STRENGTH_FROM = 60;
const WATCH_BELOW = 50;
const MAX_POINTS = 3;

type Pattern = 'strong' | 'uneven' | 'low' | 'steady';

/** The shape of the answered categories' scores, in one phrase. */
function patternOf(scores: readonly TCategoryScore[]): Pattern {
  const answered = scores.filter((score) => score.answered > 0).map((score) => score.score);
  if (answered.length === 0) return 'steady';
  const mean = answered.reduce((sum, value) => sum + value, 0) / answered.length;
  if (Math.min(...answered) >= STRENGTH_FROM) return 'strong';
  if (Math.max(...answered) - Math.min(...answered) >= 40) return 'uneven';
  if (mean < 45) return 'low';
  return 'steady';
}

const PATTERNS: Record<Pattern, Bilingual> = {
  strong: {
    en: 'your answers came consistently from strength',
    zh: '你的回答一路都很稳，底子扎实',
  },
  uneven: {
    en: 'your answers swing between clear strengths and real gaps',
    zh: '你的回答在明显的长处和实在的短板之间来回摆动',
  },
  low: {
    en: 'several answers point to gaps that are worth knowing about now',
    zh: '好几个回答都指向眼下就该正视的短板',
  },
  steady: { en: 'you gave a steady, even profile', zh: '你的整体画像比较均衡，不偏不倚' },
};

const TEXT = {
  intent: {
    en: 'You are looking at {job} for {reason}; in your words, {quote}.',
    zh: '你来看{job}，图的是{reason}，用你自己的话说：{quote}。',
  },
  intentPicked: {
    en: 'You are looking at {job} for {reason}; of the answers I offered, you picked {quote}.',
    zh: '你来看{job}，图的是{reason}；在我给的几个回答里，你选了{quote}。',
  },
  pattern: { en: 'Across {count} questions, {pattern}.', zh: '{count} 道题答下来，{pattern}。' },
  strongest: {
    en: '**Strongest so far: {name}** ({score}/100).',
    zh: '**目前最强：{name}**（{score}/100）。',
  },
  weakest: {
    en: '**To watch: {name}** ({score}/100).',
    zh: '**需要留意：{name}**（{score}/100）。',
  },
  example: {
    en: 'Asked {question}, you chose {option}.',
    zh: '问到{question}时，你选了{option}。',
  },
  next: {
    en: 'Next, I will put you in a few situations taken from {job} work itself.',
    zh: '接下来，我会把你放进几个取自{job}真实工作的情境里。',
  },
} satisfies Record<string, Bilingual>;

function example(chosen: ChosenOption | undefined, language: Language): string {
  if (!chosen) return '';
  const text = fill(TEXT.example[language], {
    question: quoted(chosen.question, language),
    option: quoted(chosen.option, language),
  });
  return language === 'zh' ? text : ` ${text}`;
}

export function builtinInterimSummary(
  context: AssessmentContext,
  profile: JobProfile,
  soFar: AssessmentSoFar,
): TInterimSummary {
  const { language } = context;
  const phase1 = soFar.phase1.map((item) => item.answer);
  const scores = categoryScores(soFar.phase2, language, phase1);
  const chosen = chosenOptions(soFar.phase2);
  const [top] = strongestFirst(scores) as [TCategoryScore];
  const [bottom] = weakestFirst(scores) as [TCategoryScore];
  const values = jobValues(profile, language);
  const colon = language === 'zh' ? '：' : ': ';
  const line = (score: TCategoryScore, kind: 'strength' | 'watch') =>
    score.name +
    colon +
    fill(categoryLine(score.category, kind, profile.rate !== null)[language], values);
  const voice = voiceOf(context.analyst, language);
  const space = language === 'zh' ? '' : ' ';

  const opening = soFar.phase1[0];
  const cited = opening && citeAnswer(opening.answer, opening.question.options);
  const intro = cited
    ? fill(TEXT[cited.isChoice ? 'intentPicked' : 'intent'][language], {
        job: profile.title,
        reason: INTENT_REASONS[classifyIntent(cited.text)][language],
        quote: quoteCited(cited, language),
      })
    : '';
  const pattern = fill(TEXT.pattern[language], {
    count: chosen.length,
    pattern: PATTERNS[patternOf(scores)][language],
  });
  const best = telling(chosen, top.category, 'best');
  const worst = telling(chosen, bottom.category, 'worst');
  const summary = [
    voice.interimOpener,
    [intro, pattern].filter(Boolean).join(space),
    [
      `- ${fill(TEXT.strongest[language], top)}${example(best, language)}`,
      `- ${fill(TEXT.weakest[language], bottom)}${example(worst, language)}`,
    ].join('\n'),
    fill(TEXT.next[language], values),
  ].join('\n\n');

  const strong = strongestFirst(scores).filter((score) => score.score >= STRENGTH_FROM);
  const weak = weakestFirst(scores).filter((score) => score.score < WATCH_BELOW);
  return {
    headline: fill(voice.interimHeadline, { top: top.name }),
    summary,
    strengths: (strong.length > 0 ? strong : [top])
      .slice(0, MAX_POINTS)
      .map((score) => line(score, 'strength')),
    watch_points: (weak.length > 0 ? weak : [bottom])
      .slice(0, MAX_POINTS)
      .map((score) => line(score, 'watch')),
    category_scores: scores,
  };
}
