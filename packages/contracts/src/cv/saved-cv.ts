import { z } from 'zod';
import { ZPageNumber } from '../common/row-id';
import { CV_EDITOR } from '../constants';
import { ZCreditBalance } from '../credits/credits';
import { ZCvDocument } from './cv-document';

/**
 * POST /cv/saved (signed in): keeps a copy of the CV on the server for one paid credit.
 * `request_id` is made once per click by the client: the same id again saves and charges nothing
 * more and answers with the copy already saved.
 */
export const ZSaveCvRequest = z.object({
  cv: ZCvDocument,
  name: z.string().trim().min(1).max(CV_EDITOR.savedNameMax),
  request_id: z.uuid(),
});
export type TSaveCvRequest = z.input<typeof ZSaveCvRequest>;

export const ZSavedCvSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The CV's title (`basics.label`), for the list. */
  title: z.string().nullable(),
  created_at: z.string(),
});
export type TSavedCvSummary = z.infer<typeof ZSavedCvSummary>;

export const ZSaveCvResponse = z.object({
  saved: ZSavedCvSummary,
  /** False when this request id had already saved the copy: nothing was charged this time. */
  charged: z.boolean(),
  balance: ZCreditBalance,
});
export type TSaveCvResponse = z.infer<typeof ZSaveCvResponse>;

export const ZSavedCvListQuery = z.object({
  page: ZPageNumber.default(1),
  page_size: z.coerce.number().int().min(1).max(CV_EDITOR.savedPageSizeMax).default(10),
});

export const ZSavedCvListResponse = z.object({
  items: z.array(ZSavedCvSummary),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
});
export type TSavedCvListResponse = z.infer<typeof ZSavedCvListResponse>;

export const ZSavedCvParams = z.object({ id: z.uuid() });

export const ZSavedCv = ZSavedCvSummary.extend({ cv: ZCvDocument });
export type TSavedCv = z.infer<typeof ZSavedCv>;
