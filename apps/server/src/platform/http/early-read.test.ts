import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TJobDetail, TListJobsResponse } from '@irreplaceable/contracts/jobs/job';
import { createTestApp, type TestApp } from '../../test/test-app';
import { searchAndWait } from '../../test/jobs-fixtures';
import { earlyRead } from './early-read';

describe('an early read', () => {
  /** A route that validates its query and counts the requests its handler saw. */
  async function countingRoute(maxAddresses?: number) {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const handled: string[] = [];
    const early = earlyRead<number>((_request, reply, page) => {
      if (page > 5) return false;
      reply.send({ page, early: true });
      return true;
    }, maxAddresses);
    app.get(
      '/board',
      { ...early.route, schema: { querystring: z.object({ page: z.coerce.number().max(9) }) } },
      (request, reply) => {
        handled.push(request.url);
        early.remember(request, request.query.page);
        reply.send({ page: request.query.page, early: false });
      },
    );
    await app.ready();
    const get = async (url: string, method: 'GET' | 'HEAD' = 'GET') => {
      const response = await app.inject({ method, url });
      return { status: response.statusCode, body: response.body && response.json() };
    };
    return { app, handled, get };
  }

  it('answers an address validated before without validating it or running the handler', async () => {
    const { app, handled, get } = await countingRoute();
    expect(await get('/board?page=2')).toEqual({ status: 200, body: { page: 2, early: false } });
    expect(await get('/board?page=2')).toEqual({ status: 200, body: { page: 2, early: true } });
    // Another address, even one validation reads alike, takes the whole way first.
    expect(await get('/board?page=02')).toEqual({ status: 200, body: { page: 2, early: false } });
    expect(handled).toEqual(['/board?page=2', '/board?page=02']);
    await app.close();
  });

  it('takes the whole way for what it does not answer, and for invalid addresses every time', async () => {
    const { app, handled, get } = await countingRoute();
    await get('/board?page=7');
    expect(await get('/board?page=7')).toEqual({ status: 200, body: { page: 7, early: false } });
    for (let i = 0; i < 2; i += 1) expect((await get('/board?page=99')).status).toBe(400);
    // HEAD is answered the usual way.
    await get('/board?page=3');
    expect((await get('/board?page=3', 'HEAD')).status).toBe(200);
    expect(handled).toEqual(['/board?page=7', '/board?page=7', '/board?page=3', '/board?page=3']);
    await app.close();
  });

  it('remembers a bounded number of addresses', async () => {
    const { app, handled, get } = await countingRoute(2);
    for (const page of [1, 2, 3, 1]) await get(`/board?page=${page}`);
    // The third address started the memory afresh, so the first was validated again.
    expect(handled).toEqual(['/board?page=1', '/board?page=2', '/board?page=3', '/board?page=1']);
    await app.close();
  });
});

describe('cached public reads answered early', () => {
  let t: TestApp;
  let jobId: number;
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { RATE_LIMIT_MAX: '12' } });
    await searchAndWait(t.app, 'Pharmacist');
    const board = await t.app.inject({ method: 'GET', url: '/api/jobs/?page=1&page_size=10' });
    jobId = board.json<TListJobsResponse>().items[0]!.id;
  });
  afterAll(() => t.close());

  const read = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers });
  /** Headers that differ from one answer to the next by design. */
  const PER_ANSWER = ['x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'date'];
  const steady = (headers: Record<string, unknown>, also: string[] = []) =>
    Object.fromEntries(
      Object.entries(headers).filter(([name]) => ![...PER_ANSWER, ...also].includes(name)),
    );

  it('sends the board and the news board with the headers and body of the whole way', async () => {
    for (const url of ['/api/jobs/?page=1&page_size=7', '/api/news/?page=1&page_size=3']) {
      const answers = [];
      for (const language of ['en', 'zh-CN', 'en', 'zh-CN']) {
        answers.push(await read(url, '10.98.0.1', { 'accept-language': language }));
      }
      const [en, zh, enAgain, zhAgain] = answers;
      expect(answers.map((answer) => answer!.statusCode)).toEqual([200, 200, 200, 200]);
      expect(enAgain!.body).toBe(en!.body);
      expect(zhAgain!.body).toBe(zh!.body);
      // Each language is a read of its own (the news board may be empty, alike in both).
      if (url.startsWith('/api/jobs/')) expect(zh!.body).not.toBe(en!.body);
      expect(steady(enAgain!.headers)).toEqual(steady(en!.headers));
      expect(steady(zhAgain!.headers)).toEqual(steady(zh!.headers));
      const revalidated = await read(url, '10.98.0.1', {
        'if-none-match': String(en!.headers.etag),
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it("sends a job page with the whole way's headers, counting each view", async () => {
    const url = `/api/jobs/${jobId}`;
    const views = [await read(url, '10.98.0.2'), await read(url, '10.98.0.2')];
    const [first, second] = views.map((view) => view.json<TJobDetail>());
    expect(second!.search_popularity).toBe(first!.search_popularity + 1);
    expect({ ...second, search_popularity: 0 }).toEqual({ ...first, search_popularity: 0 });
    expect(steady(views[1]!.headers, ['etag', 'content-length'])).toEqual(
      steady(views[0]!.headers, ['etag', 'content-length']),
    );
    expect(views[1]!.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    // A Chinese page is longer in bytes than in characters: its length says its bytes.
    for (let i = 0; i < 2; i += 1) {
      const zh = await read(url, '10.98.0.2', { 'accept-language': 'zh-CN' });
      expect(Number(zh.headers['content-length'])).toBe(zh.rawPayload.length);
      expect(zh.rawPayload.length).toBeGreaterThan(zh.body.length);
      expect(zh.json<TJobDetail>().search_popularity).toBe(second!.search_popularity + 1 + i);
    }
  });

  it('counts early answers against the address and refuses past its limit', async () => {
    const url = '/api/jobs/?page=1&page_size=10';
    const answers = [];
    for (let i = 0; i < 13; i += 1) answers.push(await read(url, '10.98.0.3'));
    expect(answers.slice(0, 12).map((answer) => answer.headers['x-ratelimit-remaining'])).toEqual([
      '11',
      '10',
      '9',
      '8',
      '7',
      '6',
      '5',
      '4',
      '3',
      '2',
      '1',
      '0',
    ]);
    const refused = answers[12]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error_type: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a NUL or an invalid query every time, however often it is asked', async () => {
    for (let i = 0; i < 2; i += 1) {
      const nul = await read('/api/jobs/?page=1&page_size=10&search=a%00b', '10.98.0.4');
      expect(nul.statusCode).toBe(400);
      expect(nul.json()).toMatchObject({ error_type: 'control_characters' });
      const tooLarge = await read('/api/jobs/?page=1&page_size=500', '10.98.0.4');
      expect(tooLarge.statusCode).toBe(422);
      expect(tooLarge.json()).toMatchObject({ error_type: 'validation_error' });
      expect((await read(`/api/jobs/${jobId}x`, '10.98.0.4')).statusCode).toBe(422);
    }
  });
});
