import { afterEach } from 'vitest';
import { analyzeJob } from '../../analysis/analyze-job';
import { loadKnowledge } from '../../knowledge/load-knowledge';
import { analystConfigFromEnv } from '../analyst-config';
import type { JobInput } from '../builtin-engine';
import { createAnalyst, type AnalystDependencies } from '../create-analyst';
import {
  startLoopbackServer,
  type LoopbackServer,
  type RecordedRequest,
  type Reply,
} from './loopback-server';

export const knowledge = loadKnowledge();
/** The real built-in analyst: its figures are what every model result must keep. */
export const analyzeBuiltin = (input: JobInput) => analyzeJob(input, knowledge);
export const SOFTWARE_DEVELOPER: JobInput = {
  title: 'Software Developer',
  title_zh: '软件开发工程师',
  occupations: [
    { code: '15-1252.00', score: 1 },
    { code: '15-1253.00', score: 0.62 },
  ],
};
/** Fake keys: a test asserts they never show up in a result or a logged failure. */
export const FAKE_KEYS = {
  openai: 'sk-test-openai-0000',
  anthropic: 'sk-ant-test-0000',
  deepseek: 'sk-test-deepseek-0000',
};
export const CALL_DATE = new Date('2026-03-04T10:00:00Z');

const servers: LoopbackServer[] = [];

/** Starts a loopback server that is closed after the test. */
export async function startServer(
  answer: (request: RecordedRequest, index: number) => Reply,
): Promise<LoopbackServer> {
  const server = await startLoopbackServer(answer);
  servers.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

export function analystWith(env: Record<string, string>, dependencies: AnalystDependencies = {}) {
  return createAnalyst(analystConfigFromEnv(env), {
    knowledge,
    analyzeBuiltin,
    now: () => CALL_DATE,
    ...dependencies,
  });
}

/** Whether a request asks for page text (its schema has the text fields) rather than a review. */
export function isTextRequest(request: RecordedRequest): boolean {
  return JSON.stringify(request.body).includes('"replacement_process":');
}
