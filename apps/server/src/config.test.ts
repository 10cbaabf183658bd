import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('starts with no variables at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      adminEmails: ['admin@example.com'],
      devOutbox: true,
      databaseUrl: undefined,
      google: undefined,
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'not a url',
        ADMIN_EMAILS: 'a@example.com, nope',
        GOOGLE_CLIENT_ID: 'id-only',
        JWT_SECRET: 'short',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'ADMIN_EMAILS',
      'GOOGLE_CLIENT_SECRET',
      'JWT_SECRET',
    ]) {
      expect(problems).toContain(name);
    }
  });

  it('hides the development outbox in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).devOutbox).toBe(false);
  });
});

describe('configuration from a copied .env.example', () => {
  it('treats empty variables as unset', () => {
    const config = loadConfig({ JWT_SECRET: '', DATABASE_URL: '', GOOGLE_CLIENT_ID: '', PORT: '' });
    expect(config).toMatchObject({ jwtSecret: undefined, databaseUrl: undefined, port: 3000 });
  });
});
