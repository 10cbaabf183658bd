import { z } from 'zod';
import { ZRowOffset } from '../common/row-id';
import { INBOX, PAGING } from '../constants';
import { ZInboxMessage } from './inbox-message';

/** GET /inbox/list (signed in): the caller's messages, newest first. */
export const ZListInboxQuery = z.object({
  offset: ZRowOffset.default(0),
  limit: z.coerce.number().int().min(1).max(INBOX.limitMax).default(PAGING.inboxLimit),
});
export type TListInboxQuery = z.input<typeof ZListInboxQuery>;

export const ZListInboxResponse = z.object({
  items: z.array(ZInboxMessage),
  total: z.number().int(),
  unread_count: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  has_more: z.boolean(),
});
export type TListInboxResponse = z.infer<typeof ZListInboxResponse>;
