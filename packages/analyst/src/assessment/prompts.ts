import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import {
  ASSESSMENT_CATEGORIES,
  type TAssessmentCategory,
  type TCategoryScore,
} from '@irreplaceable/contracts/assessments/categories';
import type { Language } from '@irreplaceable/contracts/constants';
import { PERSONAS } from '../personas/personas';
import { challengeReadings, chosenOptions } from './answer-facts';
import type { JobActivity, JobProfile } from './job-profile';
import type { AssessmentContext, AssessmentSoFar } from './types';

const LANGUAGE_RULES: Record<Language, string> = {
  en: 'Write every text in English, for an international reader.',
  zh: 'Write every text in Simplified Chinese, natively, for readers in China: natural Chinese phrasing, not a translation from English. Only the job title and the abbreviation "AI" may stay in Latin letters.',
};

const RULES = [
  'Use only the job facts and the answers you are given. Never invent a figure, study, wage, source or anything the user did not say.',
  'Quote the AI replacement rate and human irreplaceability exactly as given; never compute your own.',
  'Never give or change scores: the category scores and the fit score are computed by our scoring and shown as given.',
  'Speak to the user directly ("you"), in your character’s voice, warmly but honestly; no flattery, no filler.',
  'Use Markdown only in the fields described as Markdown.',
];

/** The character, in the voice the page shows for it. */
function persona(analyst: TAnalystId): string {
  const { displayName, bio, personality, motto } = PERSONAS[analyst];
  return [
    `You are "${displayName.en}" (in Chinese "${displayName.zh}"), one of the four AI analyst characters of Irreplaceable (不可替代), a bilingual career-intelligence site that tells job seekers how exposed their job is to AI.`,
    `Your character: ${bio.en}`,
    `Your personality: ${personality.en} Your motto: "${motto.en}" / "${motto.zh}"`,
  ].join('\n');
}

/** Instructions shared by every assessment call. */
export function assessmentSystem(context: AssessmentContext): string {
  return [
    persona(context.analyst),
    'You are leading a conversational "Am I fit for this job?" assessment in five phases: three intent questions, structured multiple-choice questions (written by us), an interim summary, reflection challenges, and a final report. You write one part of it, as a JSON object matching the schema.',
    LANGUAGE_RULES[context.language],
    'Rules:',
    RULES.map((rule, index) => `${index + 1}. ${rule}`).join('\n'),
  ].join('\n\n');
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The job's figures and activities as our analysis holds them. */
export function describeJob(context: AssessmentContext, profile: JobProfile): string {
  const { analysis } = context.job;
  const activity = (item: JobActivity) =>
    item.beta === null
      ? `- ${item.name} (no study rates its tasks)`
      : `- ${item.name} (GPT-4 β ${percent(item.beta)} of its tasks exposed)`;
  return [
    `Job: ${context.job.title} (${analysis.canonical_title} / ${analysis.title_zh}; O*NET-SOC ${analysis.evidence.occupation.code}; category ${analysis.category.en})`,
    analysis.ai_replacement_rate === null
      ? 'AI replacement rate: not rated, because no study covers this occupation; do not state or guess one.'
      : `AI replacement rate: ${analysis.ai_replacement_rate}/100. Human irreplaceability: ${analysis.human_irreplaceability}/100.`,
    `Most exposed work activities:\n${profile.exposed.map(activity).join('\n')}`,
    `Work activities that stay most human:\n${profile.human.map(activity).join('\n')}`,
    `The job page's advice:\n${analysis.content[context.language].human_advice}`,
    profile.safer.length > 0
      ? `Less exposed neighbouring occupations: ${profile.safer.map((item) => `${item.title} (${item.rate}%)`).join('; ')}`
      : 'No less exposed neighbouring occupation is listed.',
  ].join('\n\n');
}

/** Everything the user has answered so far, with our computed scores. */
export function describeAnswers(
  soFar: AssessmentSoFar,
  scores: readonly TCategoryScore[] | null,
  fit: number | null,
): string {
  const parts: string[] = [];
  if (soFar.phase1.length > 0) {
    parts.push(
      `Phase 1 (their own words):\n${soFar.phase1
        .map(
          (item, index) =>
            `Q${index + 1}: ${item.question.question_text}\nA${index + 1}: ${item.answer}`,
        )
        .join('\n')}`,
    );
  }
  const chosen = chosenOptions(soFar.phase2);
  if (chosen.length > 0) {
    parts.push(
      `Phase 2 (their choices):\n${chosen
        .map((item) => `- [${item.category}] ${item.question} → ${item.option}`)
        .join('\n')}`,
    );
  }
  if (scores) {
    parts.push(
      `Category scores (computed; quote as given, 0–100):\n${scores
        .map(
          (score) =>
            `- ${score.name} [${score.category}]: ${score.score}${score.answered === 0 ? ' (estimated from phase 1, no question answered)' : ` (${score.answered} answered)`}`,
        )
        .join('\n')}`,
    );
  }
  if (fit !== null) parts.push(`Fit score (computed): ${fit}/100`);
  const readings = challengeReadings(soFar.challenges);
  if (readings.length > 0) {
    parts.push(
      `Reflection challenges:\n${readings
        .map(
          (item) =>
            `- "${item.title}": chose "${item.choice}". Reading: ${item.reading}${item.thoughts ? ` Their own thoughts: "${item.thoughts}"` : ''}`,
        )
        .join('\n')}`,
    );
  }
  return parts.join('\n\n');
}

const task = (lines: readonly string[]) => lines.join('\n');

export function question1Prompt(context: AssessmentContext, job: string): string {
  return task([
    `Write question 1 of 3 for ${context.job.title}: ask, in your voice, what draws them to this job.`,
    'Fields: question_text (one or two sentences); options: 3 or 4 short quick answers in the first person (money and stability, enjoying the work, changing career, worry about AI, or what fits this job best).',
    '',
    job,
  ]);
}

export function question2Prompt(context: AssessmentContext, job: string, answer1: string): string {
  return task([
    `Their answer to question 1 (what draws them to ${context.job.title}): "${answer1}"`,
    'Write question 2 of 3. It must follow from that answer without repeating it back (it is shown just above; acknowledge it in a few words at most), and ask the follow-up that matters most for the reason they gave (for money: how long they could ride out change; for a career change: what carries over; for experience: how much and where from; for worry about AI: what worries them most; and so on).',
    'Fields: question_text; options: 3 or 4 short quick answers in the first person.',
    '',
    job,
  ]);
}

export function question3Prompt(job: string, answer1: string, answer2: string): string {
  return task([
    `Their answer to question 1: "${answer1}"`,
    `Their answer to question 2: "${answer2}"`,
    'Write question 3 of 3. It must take both answers into account: their experience, what worries them, or the time they can invest, and may name one of the job’s most exposed activities. Do not repeat their answers back, and never say they want something their answers did not say.',
    'Fields: question_text; options: 3 or 4 short quick answers in the first person.',
    '',
    job,
  ]);
}

export function interimPrompt(job: string, answers: string): string {
  return task([
    'Write the interim summary (phase 3), between the structured questions and the challenges.',
    'Fields: headline (one line); summary (Markdown, 80–150 words: cite their phase-1 reason in their own words and the pattern of their phase-2 choices, naming one or two specific choices, and their strongest and weakest categories with the scores given); strengths (2–3 short sentences); watch_points (1–3 short sentences).',
    '',
    job,
    answers,
  ]);
}

export function challengesPrompt(
  job: string,
  answers: string,
  count: number,
  weakest: TAssessmentCategory,
): string {
  return task([
    `Write exactly ${count} mirror challenges (keys challenge_1 to challenge_${count}) for phase 4.`,
    'Each is a concrete scenario built from this job’s own analysis: one of its most exposed activities, its advice, or its replacement rate (name them). Give four choices (a to d) that reveal how the person thinks, not a right answer and three wrong ones.',
    'Fields of each: title (a few words); challenge_text (2–4 sentences); choices.a–d.text (one short line each); choices.a–d.reading (one sentence: what choosing it says about the person, used in the final report); follow_up (the prompt above an optional written reflection of at most 150 characters); category (the one the scenario tests most).',
    `At least one challenge must test their weakest category, ${weakest}. Categories: ${ASSESSMENT_CATEGORIES.join(', ')}.`,
    '',
    job,
    answers,
  ]);
}

export function finalReportPrompt(job: string, answers: string, fit: number): string {
  return task([
    'Write the final report (phase 5).',
    `Fields: report_5a.headline (one line: your verdict, with the fit score ${fit}/100); report_5a.cognitive_personal_reflection (Markdown, 150–250 words, "who you are": quote their own phase-1 words, name their strongest and weakest categories with the scores given, and cite their challenge choices using the readings); report_5b.what_you_need (Markdown: concrete needs for this job, tied to its most exposed activities, its advice and their weak categories); report_5b.next_steps (3 to 5 short, concrete actions).`,
    '',
    job,
    answers,
  ]);
}
