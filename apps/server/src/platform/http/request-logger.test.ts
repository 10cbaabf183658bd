import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from './request-logger';

/** An app whose log lines are kept, with one route that logs at each level it is asked for. */
async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    childLoggerFactory: lazyRequestLogger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.get('/', async (request) => {
    request.log.debug('a detail');
    request.log.info({ step: 1 }, 'a step');
    request.log.child({ part: 'inner' }).warn('a warning');
    return { level: request.log.level };
  });
  await app.ready();
  return { app, lines };
}

describe("a request's logger", () => {
  it("writes the enabled levels' lines bound to the request id, and only those", async () => {
    const { app, lines } = await appLoggingAt('info');
    const response = await app.inject({ url: '/' });
    expect(response.json()).toEqual({ level: 'info' });
    const reqId = lines[0]?.reqId;
    expect(reqId).toBeTruthy();
    expect(lines.map(({ msg, reqId, step, part }) => ({ msg, reqId, step, part }))).toEqual([
      { msg: 'a step', reqId, step: 1, part: undefined },
      { msg: 'a warning', reqId, step: undefined, part: 'inner' },
    ]);
    await app.close();
  });

  it('writes the lower levels when the app is set to them', async () => {
    const { app, lines } = await appLoggingAt('debug');
    await app.inject({ url: '/' });
    expect(lines.map((line) => line.msg)).toEqual(['a detail', 'a step', 'a warning']);
    await app.close();
  });
});
