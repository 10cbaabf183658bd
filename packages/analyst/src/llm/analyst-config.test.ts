import { describe, expect, it } from 'vitest';
import { analystConfigFromEnv, ZAnalystEnv } from './analyst-config';
import { ANALYST_ENV_VARIABLES } from './analyst-env-variables';

describe('analystConfigFromEnv', () => {
  it('configures nothing from an empty environment, with the documented defaults', () => {
    expect(analystConfigFromEnv({})).toEqual({
      openai: null,
      anthropic: null,
      google: null,
      deepseek: null,
      compatible: null,
      timeoutMs: 60_000,
      interactiveTimeoutMs: 8_000,
      fallbackRewriteMs: 3_600_000,
    });
  });

  it('reads each provider with its default model, and treats empty values as unset', () => {
    const config = analystConfigFromEnv({
      OPENAI_API_KEY: 'sk-a',
      ANTHROPIC_API_KEY: 'sk-b',
      ANTHROPIC_MODEL: '',
      GOOGLE_GENERATIVE_AI_API_KEY: 'g-c',
      GOOGLE_BASE_URL: 'https://proxy.example.com/google',
      DEEPSEEK_API_KEY: '',
      LLM_TIMEOUT_MS: '1500',
    });
    expect(config.openai).toEqual({ apiKey: 'sk-a', model: 'gpt-4.1', baseURL: undefined });
    expect(config.anthropic?.model).toBe('claude-sonnet-4-0');
    expect(config.google).toEqual({
      apiKey: 'g-c',
      model: 'gemini-2.5-flash',
      baseURL: 'https://proxy.example.com/google',
    });
    expect(config.deepseek).toBeNull();
    expect(config.timeoutMs).toBe(1500);
  });

  it('lists every problem at once, naming variables and never their values', () => {
    const run = () =>
      analystConfigFromEnv({
        OPENAI_API_KEY: 'sk-secret-value',
        OPENAI_BASE_URL: 'ftp://sk-secret-value@example.com',
        LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
        LLM_TIMEOUT_MS: 'soon',
      });
    expect(run).toThrow(/OPENAI_BASE_URL[\s\S]*LLM_TIMEOUT_MS[\s\S]*LLM_MODEL: is required/);
    expect(run).not.toThrow(/sk-secret-value/);
  });

  it('documents every variable it reads', () => {
    expect(ANALYST_ENV_VARIABLES.map((variable) => variable.name).sort()).toEqual(
      Object.keys(ZAnalystEnv.shape).sort(),
    );
  });
});
