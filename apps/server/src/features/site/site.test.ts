import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the public contact address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { CONTACT_EMAIL: 'team@careers.example' } });
  });
  afterAll(() => t.close());

  it('answers CONTACT_EMAIL to anyone, signed in or not', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site/contact' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'team@careers.example' });
    expect(response.headers['cache-control']).toContain('max-age');
  });
});
