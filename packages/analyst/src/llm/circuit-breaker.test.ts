import { describe, expect, it } from 'vitest';
import { analystWith, FAKE_KEYS, SOFTWARE_DEVELOPER, startServer } from './testing/analyst-harness';
import { chatCompletions } from './testing/fake-providers';
import {
  createCircuitBreaker,
  FAILURES_TO_OPEN,
  FIRST_PAUSE_MS,
  MAX_PAUSE_MS,
} from './circuit-breaker';

describe('the provider circuit breaker', () => {
  it('pauses a provider after failures in a row, tries once after the pause, and backs off', () => {
    const breaker = createCircuitBreaker();
    const t0 = 1_000_000;
    for (let i = 0; i < FAILURES_TO_OPEN - 1; i += 1) breaker.failed('p', t0);
    expect(breaker.allows('p', t0)).toBe(true);
    breaker.failed('p', t0);
    expect(breaker.allows('p', t0 + FIRST_PAUSE_MS - 1)).toBe(false);
    // After the pause one trial goes through; the others keep falling back until it answers.
    expect(breaker.allows('p', t0 + FIRST_PAUSE_MS)).toBe(true);
    expect(breaker.allows('p', t0 + FIRST_PAUSE_MS)).toBe(false);
    breaker.failed('p', t0 + FIRST_PAUSE_MS);
    expect(breaker.allows('p', t0 + 2 * FIRST_PAUSE_MS)).toBe(false);
    expect(breaker.allows('p', t0 + 3 * FIRST_PAUSE_MS)).toBe(true);
    breaker.succeeded('p');
    expect(breaker.allows('p', t0 + 3 * FIRST_PAUSE_MS)).toBe(true);
    expect(breaker.pausedUntil('p')).toBeNull();
    expect(MAX_PAUSE_MS).toBeGreaterThan(FIRST_PAUSE_MS);
  });

  it('keeps other providers in use while one is paused', () => {
    const breaker = createCircuitBreaker();
    for (let i = 0; i < FAILURES_TO_OPEN; i += 1) breaker.failed('down');
    expect(breaker.allows('down')).toBe(false);
    expect(breaker.allows('up')).toBe(true);
  });

  it('answers with the built-in analyst at once while a failing provider is paused', async () => {
    const server = await startServer(chatCompletions('gpt-model', () => 'error-500'));
    const analyst = analystWith({
      OPENAI_API_KEY: FAKE_KEYS.openai,
      OPENAI_BASE_URL: `${server.origin}/v1`,
    });
    // Two analyses: four failed calls (the text and the gpt review each), which pause OpenAI.
    await analyst.analyzeJob(SOFTWARE_DEVELOPER);
    await analyst.analyzeJob(SOFTWARE_DEVELOPER);
    const asked = server.requests.length;
    const paused = await analyst.analyzeJob(SOFTWARE_DEVELOPER);
    expect(server.requests.length).toBe(asked);
    expect(paused.engine.kind).toBe('builtin');
    expect(paused.engine.fallback_reason).toMatch(/paused after repeated failures/);
  });
});
