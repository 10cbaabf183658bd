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

  it('allows 50 live sockets per address unless told otherwise, and refuses a cap below one', () => {
    expect(loadConfig({}).socketsPerAddress).toBe(50);
    expect(loadConfig({ WS_MAX_PER_ADDRESS: '500' }).socketsPerAddress).toBe(500);
    for (const value of ['0', '-3', 'many', '2.5']) {
      expect(() => loadConfig({ WS_MAX_PER_ADDRESS: value }), value).toThrow(/WS_MAX_PER_ADDRESS/);
    }
  });

  it('hides the development outbox in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).devOutbox).toBe(false);
  });
});

describe('S3-compatible storage', () => {
  const bucket = {
    S3_BUCKET: 'uploads',
    S3_ACCESS_KEY_ID: 'key-id',
    S3_SECRET_ACCESS_KEY: 'key-secret',
  };

  it('is off unless a bucket is configured, whatever the region and addressing say', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'false' }).s3).toBeUndefined();
  });

  it('takes the bucket, its keys and its options, with the region defaulting to auto', () => {
    expect(
      loadConfig({
        ...bucket,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://cdn.example.com/uploads',
      }).s3,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      bucket: 'uploads',
      accessKeyId: 'key-id',
      secretAccessKey: 'key-secret',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com/uploads',
    });
  });

  it('names every missing key when the bucket is set without them', () => {
    let error: unknown;
    try {
      loadConfig({ S3_BUCKET: 'uploads', S3_PUBLIC_URL: 'not a url' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL']) {
      expect(problems).toContain(name);
    }
  });

  it('refuses keys or an endpoint without a bucket', () => {
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'key-id' })).toThrow(/S3_BUCKET/);
  });
});

describe('configuration from a copied .env.example', () => {
  it('treats empty variables as unset', () => {
    const config = loadConfig({ JWT_SECRET: '', DATABASE_URL: '', GOOGLE_CLIENT_ID: '', PORT: '' });
    expect(config).toMatchObject({ jwtSecret: undefined, databaseUrl: undefined, port: 3000 });
  });
});

describe('payments', () => {
  it('use the development page by default, and nobody in production without Stripe', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'dev', webhookSecret: undefined });
    expect(loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_local' }).payments).toEqual({
      provider: 'dev',
      webhookSecret: 'whsec_local',
    });
    expect(loadConfig({ DEV_PAYMENTS: 'false' }).payments).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production' }).payments).toBeUndefined();
  });

  it('use Stripe when both of its keys are set, in production too', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig({ ...stripe, NODE_ENV: 'production' }).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: undefined,
    });
    expect(
      loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' }).payments,
    ).toMatchObject({ provider: 'stripe', apiUrl: 'http://127.0.0.1:12111' });
  });

  it('refuse a secret key without a webhook secret, and free credit in production', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_API_URL: 'http://127.0.0.1:1' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_PAYMENTS: 'true' })).toThrow(
      /DEV_PAYMENTS/,
    );
  });
});
