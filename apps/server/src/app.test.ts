import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

describe('the HTTP application', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'irreplaceable-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(
      path.join(webDir, 'assets', 'app-abc123.js.br'),
      zlib.brotliCompressSync('console.log(1)'),
    );
    fs.writeFileSync(
      path.join(webDir, 'assets', 'app-abc123.js.gz'),
      zlib.gzipSync('console.log(1)'),
    );
    t = await createTestApp('pglite', {
      deps: { webDistDir: webDir },
      env: { RATE_LIMIT_MAX: '30' },
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('reports health with the database checked', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
    const next = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(next.headers['x-request-id']).not.toBe(id);
  });

  it('answers unknown API paths with JSON 404, in the request language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/no/such/thing',
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ detail: '未找到该资源。', error_type: 'not_found' });
  });

  it('serves the web app for client routes, with a content security policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/me/profile?tab=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');

    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it("sends an asset's compressed copy in its stead, without a route of its own for each copy", async () => {
    const url = '/assets/app-abc123.js';
    for (const [encoding, unpack] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const asset = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': encoding },
      });
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(unpack(asset.rawPayload).toString()).toBe('console.log(1)');
    }
    // The copies are files the build writes beside each asset: hundreds of routes, one per copy,
    // that nobody asks for by name.
    expect(t.app.hasRoute({ method: 'GET', url })).toBe(true);
    expect(t.app.hasRoute({ method: 'GET', url: `${url}.br` })).toBe(false);
    expect(t.app.hasRoute({ method: 'GET', url: `${url}.gz` })).toBe(false);
  });

  it('answers the API with a compact policy that allows nothing, and pages with the full one', async () => {
    const data = await t.app.inject({ method: 'GET', url: '/api/jobs/?page=1&page_size=1' });
    expect(data.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(data.headers['x-content-type-options']).toBe('nosniff');
    expect(data.headers['strict-transport-security']).toContain('max-age=');
    expect(data.headers['cross-origin-opener-policy']).toBeUndefined();

    const page = await t.app.inject({ method: 'GET', url: '/jobs' });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends a cached read with every header a first read has, and 304 with them too', async () => {
    const url = '/api/jobs/?page=1&page_size=10';
    const remoteAddress = '10.99.0.2';
    const read = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, remoteAddress, headers });
    const first = await read();
    const cached = await read();
    const revalidated = await read({ 'if-none-match': String(cached.headers.etag) });
    expect([first.statusCode, cached.statusCode, revalidated.statusCode]).toEqual([200, 200, 304]);
    expect(cached.body).toBe(first.body);
    const security = [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'cross-origin-resource-policy',
      'x-frame-options',
    ];
    for (const answer of [cached, revalidated]) {
      for (const name of security) expect(answer.headers[name], name).toBe(first.headers[name]);
      expect(answer.headers.etag).toBe(first.headers.etag);
      expect(answer.headers['cache-control']).toBe('public, no-cache');
      expect(answer.headers['x-request-id']).toMatch(/^[\w-]{8}-[0-9a-z]+$/);
      expect(answer.headers['x-ratelimit-limit']).toBe('30');
      expect(Number(answer.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    }
    expect(new Set([first, cached, revalidated].map((a) => a.headers['x-request-id'])).size).toBe(
      3,
    );
    expect([first, cached, revalidated].map((a) => a.headers['x-ratelimit-remaining'])).toEqual([
      '29',
      '28',
      '27',
    ]);
    expect(cached.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('refuses malformed JSON with the common error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-otp',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_type: 'invalid_input' });
  });

  it('publishes an OpenAPI document generated from the contracts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/request-otp', '/api/auth/verify-otp', '/api/users/me']),
    );
    expect(
      document.paths['/api/auth/verify-otp'].post.requestBody.content['application/json'].schema
        .properties,
    ).toHaveProperty('otp');
  });

  it('rate-limits the API per client address', async () => {
    const hit = () =>
      t.app.inject({ method: 'GET', url: '/api/users/me', remoteAddress: '10.99.0.1' });
    let last = await hit();
    for (let i = 0; i < 40 && last.statusCode !== 429; i += 1) last = await hit();
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ error_type: 'rate_limited' });
    expect(last.headers['x-ratelimit-limit']).toBe('30');
    expect(last.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.headers['x-content-type-options']).toBe('nosniff');
    // Another address is counted apart.
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      remoteAddress: '10.99.0.3',
    });
    expect(other.statusCode).not.toBe(429);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('compression', () => {
  it('gzips large answers for clients that accept it', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/docs',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.headers['content-encoding']).toBe('gzip');
    } finally {
      await t.close();
    }
  });
});
