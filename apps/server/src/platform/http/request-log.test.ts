import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ResponseLog } from './request-log';

/** An app at `level` whose log lines are kept, with the response log and one route. */
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  let finished = 0;
  const app = Fastify({
    logger: { level, stream },
    logController: new ResponseLog(() => (finished += 1)),
  });
  app.get('/', async () => ({ ok: true }));
  await app.ready();
  return { app, lines, finished: () => finished };
}

describe('the response log', () => {
  it('tells of every finished response, and writes one line each at debug', async () => {
    const { app, lines, finished } = await appLoggingAt('debug');
    await app.inject({ method: 'GET', url: '/' });
    await app.inject({ method: 'GET', url: '/missing' });
    expect(finished()).toBe(2);
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => [line.url, line.statusCode])).toEqual([
      ['/', 200],
      ['/missing', 404],
    ]);
    await app.close();
  });

  it('writes nothing for a quick response at info', async () => {
    const { app, lines, finished } = await appLoggingAt('info');
    await app.inject({ method: 'GET', url: '/' });
    expect(finished()).toBe(1);
    expect(lines.filter((line) => line.msg === 'request completed')).toEqual([]);
    await app.close();
  });
});
