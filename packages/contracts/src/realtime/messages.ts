import { z } from 'zod';

/** Letters, digits, underscore and hyphen (spec 000 section 5). */
export const CONNECTION_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

export const ZClientConnectionMessage = z.object({
  type: z.literal('connection'),
  data: z.object({
    connection_id: z.string().regex(CONNECTION_ID_PATTERN),
    client_task_id: z.string().max(100).nullable().optional(),
  }),
});

export const ZClientPingMessage = z.object({ type: z.literal('ping') });

export const ZClientMessage = z.discriminatedUnion('type', [
  ZClientConnectionMessage,
  ZClientPingMessage,
]);
export type TClientMessage = z.infer<typeof ZClientMessage>;

export const ZCurrentTask = z.object({
  task_id: z.string(),
  client_task_id: z.string().nullable(),
  status: z.string(),
  search_result: z.unknown().nullable(),
});

/** Messages the server sends; later features add their own members to this map. */
export const ZServerMessageMap = {
  connection_established: z.object({
    type: z.literal('connection_established'),
    data: z.object({
      connection_id: z.string(),
      current_task: ZCurrentTask.nullable(),
    }),
  }),
  pong: z.object({ type: z.literal('pong'), data: z.object({ time: z.string() }) }),
  error: z.object({
    type: z.literal('error'),
    data: z.object({ message: z.string(), error_type: z.string().optional() }),
  }),
} as const;

export type TServerMessageType = keyof typeof ZServerMessageMap;
export type TServerMessage<T extends TServerMessageType = TServerMessageType> = z.infer<
  (typeof ZServerMessageMap)[T]
>;
