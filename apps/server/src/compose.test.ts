import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { FAKE_KEYS, startServer } from '@irreplaceable/analyst/llm/testing/analyst-harness';
import { chatCompletions } from '@irreplaceable/analyst/llm/testing/fake-providers';
import { loadConfig } from './config';
import { composeApp } from './compose';
import { searchAndWait } from './test/jobs-fixtures';

/**
 * The composition root with a model that fails: the page still comes from the built-in analyst,
 * and every failed attempt reaches the server's log with its model and reason.
 */
describe('the composed app with a failing model provider', () => {
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'irreplaceable-compose-'));

  beforeAll(async () => {
    const provider = await startServer(chatCompletions('gpt-model', () => 'error-500'));
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://localhost:3000',
      SEED_DEMO_CONTENT: 'false',
      OPENAI_API_KEY: FAKE_KEYS.openai,
      OPENAI_BASE_URL: `${provider.origin}/v1`,
      LLM_TIMEOUT_MS: '5000',
    });
    app = await composeApp(config, { logger: { level: 'warn', stream: sink } });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs each failed attempt with the model, the analyst and the reason', async () => {
    await searchAndWait(app, 'Software Developer');
    const failures = lines.filter((line) => line.msg === 'model call failed');
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0]).toMatchObject({ level: 40, analyst: 'gpt', attempt: 1 });
    expect(String(failures[0]!.model)).toContain('OpenAI');
    expect(String(failures[0]!.reason)).not.toBe('');
    expect(JSON.stringify(failures)).not.toContain(FAKE_KEYS.openai);
  }, 60_000);
});
