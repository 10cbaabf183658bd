import { z } from 'zod';
import { ZAnalystId } from './analysts';

/** The order of `avatars`: the page swaps to happy or worried when the bar reaches 60 %. */
export const AVATAR_MOODS = ['neutral', 'happy', 'worried'] as const;

const ZAvatarPath = z.string().regex(/^\/analysts\/[a-z]+-[1-3]\.svg$/);
const ZLine = z.string().min(1);

/**
 * An analyst character as the web app shows it, in one language (spec 001 section 3, "Analyst
 * persona"). The analyst package holds both languages and hands out one of them.
 */
export const ZAnalystPersona = z.object({
  /** Always the canonical id: `anthropic` is answered as `claude`. */
  id: ZAnalystId,
  /** Short handle, e.g. `boss`. */
  name: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  displayName: ZLine,
  provider: ZLine,
  /**
   * The model this persona speaks through when its provider is configured. It is never the
   * author of built-in text: the page labels each text with the engine that really wrote it
   * (`engine.label`), and shows `modelLabelNote` wherever the model label appears.
   */
  modelLabel: ZLine,
  /** Says when the model speaks and when the built-in analyst writes in this persona's voice. */
  modelLabelNote: ZLine,
  description: ZLine,
  bio: ZLine,
  /** The neutral image, `/analysts/<id>-1.svg`. */
  avatar: ZAvatarPath,
  /** Three images in the order of AVATAR_MOODS: neutral, happy, worried. */
  avatars: z.array(ZAvatarPath).length(AVATAR_MOODS.length),
  /** Brand colour, readable as text on white (WCAG contrast 4.5:1 or more). */
  color: z.string().regex(/^#[0-9a-f]{6}$/),
  /** How the persona greets a user at the start of the job-fit assessment. */
  introduction: ZLine,
  quotes: z.array(ZLine).length(3),
  specialties: z.array(ZLine).length(3),
  personality: ZLine,
  motto: ZLine,
  /** Five reasons to pick this analyst for a job-fit assessment. */
  why_job_fit_me: z.array(ZLine).length(5),
});
export type TAnalystPersona = z.infer<typeof ZAnalystPersona>;

/**
 * Why an analyst gives a job no score of its own. `no_study_coverage`: every figure the analyst's
 * lens reads comes from the studies, and none covers the occupation. `no_study_or_market_data`:
 * the market lens also finds no BLS projections or wages. A missing score is never filled in
 * with a neutral number.
 */
export const PERSONA_SCORE_UNKNOWN_REASONS = [
  'no_study_coverage',
  'no_study_or_market_data',
] as const;
export const ZPersonaScoreUnknownReason = z.enum(PERSONA_SCORE_UNKNOWN_REASONS);
export type TPersonaScoreUnknownReason = z.infer<typeof ZPersonaScoreUnknownReason>;

/**
 * The fields every review that carries an analyst's score uses, in the shape of the rate's: the
 * 0–100 resilience, or null with the reason beside it.
 */
export const PERSONA_SCORE_FIELDS = {
  score: z.number().min(0).max(100).nullable(),
  score_unknown_reason: ZPersonaScoreUnknownReason.nullable(),
};
