import { z } from 'zod';
import { ZSearchResult, ZGenerationStage, ZGenerationStatus } from '../jobs/search-job';
import { ZEngine } from '../analysis/analysts';
import {
  ZAnalysisStage,
  ZPersonalAnalysisKind,
  ZPersonalAnalysisStatus,
} from '../analyses/personal-analysis';

/**
 * Letters, digits, underscore and hyphen (spec 000 section 5). Knowing a connection id is what
 * lets a socket or a status request hear that connection's searches, so an id must be too long
 * to guess: at least 24 characters (the web app's ids carry 96 random bits).
 */
export const CONNECTION_ID_PATTERN = /^[A-Za-z0-9_-]{24,100}$/;

/**
 * The close code (1008, policy violation) of a socket the server will not keep: its address
 * already holds as many as it may, or it sent far more messages than a client does. A client
 * closed this way does not reconnect, and follows its work over HTTP instead.
 */
export const SOCKET_REFUSED_CLOSE_CODE = 1008;

export const ZClientConnectionMessage = z.object({
  type: z.literal('connection'),
  data: z.object({
    connection_id: z.string().regex(CONNECTION_ID_PATTERN),
    client_task_id: z.string().max(100).nullable().optional(),
  }),
});

export const ZClientPingMessage = z.object({ type: z.literal('ping') });

/**
 * Names the signed-in user of this socket, so the progress of their own analyses reaches it.
 * Sent again with a fresh token after a refresh; a socket never learns of another user's work.
 */
export const ZClientAuthenticateMessage = z.object({
  type: z.literal('authenticate'),
  data: z.object({ access_token: z.string().min(1).max(4096) }),
});

/** How many job pages one socket may watch at once; a further `watch_job` replaces the oldest. */
export const MAX_WATCHED_JOBS_PER_SOCKET = 20;

/**
 * Asks to hear `job_updated` when this job page is rewritten: sent by a page that is being
 * refreshed in the background (its answer carried `refresh_pending: true`). Anyone may watch a
 * public page; no sign-in.
 */
export const ZClientWatchJobMessage = z.object({
  type: z.literal('watch_job'),
  data: z.object({ job_id: z.number().int().positive() }),
});

export const ZClientMessage = z.discriminatedUnion('type', [
  ZClientConnectionMessage,
  ZClientPingMessage,
  ZClientAuthenticateMessage,
  ZClientWatchJobMessage,
]);
export type TClientMessage = z.infer<typeof ZClientMessage>;

export const ZCurrentTask = z.object({
  task_id: z.string(),
  client_task_id: z.string().nullable(),
  status: z.enum(['processing', 'completed', 'error']),
  search_result: ZSearchResult.nullable(),
});

/** Fields every message about one generating job carries, so the client can match it. */
const ZGenerationRef = z.object({
  task_id: z.string(),
  generation_id: z.string(),
  job_title: z.string(),
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
  search_started: z.object({
    type: z.literal('search_started'),
    data: z.object({
      task_id: z.string(),
      client_task_id: z.string().nullable(),
      query: z.string(),
    }),
  }),
  /** A job's generation changed state: started, processing, completed or error (spec 000 section 4). */
  job_generation: z.object({
    type: z.literal('job_generation'),
    data: ZGenerationRef.extend({
      status: z.enum(['started', 'processing', 'completed', 'error']),
      progress: z.number(),
      job_id: z.number().int().nullable(),
      can_view: z.boolean(),
      error_message: z.string().nullable(),
      /** On completion: what wrote the page (null when an existing page answered instead). */
      engine: ZEngine.nullable().optional(),
    }),
  }),
  job_progress_update: z.object({
    type: z.literal('job_progress_update'),
    data: ZGenerationRef.extend({
      status: ZGenerationStatus,
      progress: z.number(),
      stage: ZGenerationStage,
    }),
  }),
  queue_status_update: z.object({
    type: z.literal('queue_status_update'),
    data: ZGenerationRef.extend({
      position: z.number().int(),
      estimated_wait: z.number(),
    }),
  }),
  task_completed: z.object({
    type: z.literal('task_completed'),
    data: z.object({
      task_id: z.string(),
      client_task_id: z.string().nullable(),
      search_result: ZSearchResult,
    }),
  }),
  task_error: z.object({
    type: z.literal('task_error'),
    data: z.object({
      task_id: z.string(),
      client_task_id: z.string().nullable(),
      error_message: z.string(),
      error_type: z.string(),
    }),
  }),
  /** Answer to `authenticate`: whether the token was accepted. */
  authenticated: z.object({
    type: z.literal('authenticated'),
    data: z.object({ ok: z.boolean() }),
  }),
  /** A personal analysis moved on; sent only to its owner's authenticated sockets. */
  analysis_progress: z.object({
    type: z.literal('analysis_progress'),
    data: z.object({
      analysis_id: z.string(),
      kind: ZPersonalAnalysisKind,
      status: ZPersonalAnalysisStatus,
      progress: z.number().int().min(0).max(100),
      stage: ZAnalysisStage,
      error_message: z.string().nullable(),
      error_type: z.string().nullable(),
    }),
  }),
  /** A watched job page was rewritten: fetch it again. Sent to the sockets that sent `watch_job`. */
  job_updated: z.object({
    type: z.literal('job_updated'),
    data: z.object({ job_id: z.number().int() }),
  }),
  heartbeat: z.object({ type: z.literal('heartbeat'), data: z.object({ time: z.string() }) }),
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
