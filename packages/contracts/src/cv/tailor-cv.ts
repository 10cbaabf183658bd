import { z } from 'zod';
import { ZRowIdField } from '../common/row-id';
import { ZEngine } from '../analysis/analysts';
import { ZLanguage } from '../common/language';
import { ZCvDocument } from './cv-document';

/**
 * POST /cv/generate (signed in): a version of the CV aimed at a job page, as proposals the person
 * accepts or rejects one by one; nothing in the CV changes on the server. At most 3 per 24 hours.
 */
export const ZTailorCvRequest = z.object({
  cv: ZCvDocument,
  job_id: ZRowIdField,
  language: ZLanguage,
});
export type TTailorCvRequest = z.input<typeof ZTailorCvRequest>;

/** One change to one part of the CV: what is there now and what is proposed, and why. */
export const ZTailorProposal = z.discriminatedUnion('section', [
  z.object({
    id: z.literal('summary'),
    section: z.literal('summary'),
    current: z.string().nullable(),
    proposed: z.string(),
    reason: z.string(),
  }),
  z.object({
    id: z.string(),
    section: z.enum(['work', 'projects']),
    /** The entry's index in the CV's list. */
    index: z.number().int().min(0),
    title: z.string(),
    /** The entry's highlights now, and in the proposed order and wording. */
    current: z.array(z.string()),
    proposed: z.array(z.string()),
    reason: z.string(),
  }),
  z.object({
    id: z.literal('skills'),
    section: z.literal('skills'),
    /** Skill names now, and in the proposed order. */
    current: z.array(z.string()),
    proposed: z.array(z.string()),
    reason: z.string(),
  }),
]);
export type TTailorProposal = z.infer<typeof ZTailorProposal>;

export const ZTailorGap = z.object({
  kind: z.enum(['skill', 'knowledge', 'technology']),
  name: z.string(),
  /** O*NET importance 1–5 for skills and knowledge; null for technologies. */
  importance: z.number().nullable(),
});
export type TTailorGap = z.infer<typeof ZTailorGap>;

export const ZTailorCvResponse = z.object({
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    occupation_code: z.string(),
    occupation_title: z.string(),
  }),
  /** What wrote the proposals: the built-in analyst, or the model that really did. */
  engine: ZEngine,
  language: ZLanguage,
  proposals: z.array(ZTailorProposal),
  /** The occupation's skills and technologies the CV already shows, named in `language`. */
  matched: z.array(z.string()),
  gaps: z.array(ZTailorGap),
  /** Generations left in the current 24 hours, after this one. */
  remaining: z.number().int().min(0),
  /** When the next one is allowed, if none is left. */
  next_allowed_at: z.string().nullable(),
});
export type TTailorCvResponse = z.infer<typeof ZTailorCvResponse>;
