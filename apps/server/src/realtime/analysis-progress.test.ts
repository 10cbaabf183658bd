import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TServerMessage } from '@irreplaceable/contracts/realtime/messages';
import { createTestApp, type TestApp } from '../test/test-app';
import { signInUser } from '../test/news-fixtures';
import { openSocket } from '../test/socket-client';
import { analysisWhenDone, pasteCv } from '../test/cv-fixtures';

const CV = `Ana Lima
Electrician | ana@example.com
EXPERIENCE
Electrician, Bright Spark Electric — 2018 – Present
- Residential and commercial wiring, panel upgrades, troubleshooting
EDUCATION
Electrical apprenticeship, 2014 – 2018
`;

describe('analysis progress over /ws', () => {
  let t: TestApp;
  let url = '';
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { RATE_LIMIT_MAX: '100000' } });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address.replace('http', 'ws')}/ws`;
  }, 60_000);
  afterAll(async () => t?.close());

  it('reaches the owner’s authenticated sockets and no one else’s', async () => {
    const owner = await signInUser(t.app);
    const other = await signInUser(t.app);
    const mine = await openSocket(url, 'conn_owner_0000000000000001');
    const theirs = await openSocket(url, 'conn_other_0000000000000001');
    const anonymous = await openSocket(url, 'conn_anonymous_000000000001');
    mine.socket.send(JSON.stringify({ type: 'authenticate', data: { access_token: owner.token } }));
    theirs.socket.send(
      JSON.stringify({ type: 'authenticate', data: { access_token: other.token } }),
    );
    expect((await mine.waitFor('authenticated')).data.ok).toBe(true);
    expect((await theirs.waitFor('authenticated')).data.ok).toBe(true);

    const started = await pasteCv(t.app, owner.token, CV);
    const id = started.json<{ id: string }>().id;
    await analysisWhenDone(t.app, owner.token, id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const progress = (messages: TServerMessage[]) =>
      messages.flatMap((m) => (m.type === 'analysis_progress' ? [m.data] : []));
    const seen = progress(mine.messages);
    expect(seen.map((d) => d.analysis_id)).toEqual(seen.map(() => id));
    expect(seen.map((d) => d.status)).toEqual(
      expect.arrayContaining(['pending', 'processing', 'completed']),
    );
    expect(seen.at(-1)).toMatchObject({ status: 'completed', progress: 100, stage: 'done' });
    const percentages = seen.map((d) => d.progress);
    expect([...percentages].sort((a, b) => a - b)).toEqual(percentages);
    expect(progress(theirs.messages)).toEqual([]);
    expect(progress(anonymous.messages)).toEqual([]);

    const forged = await openSocket(url, 'conn_forged_00000000000001');
    forged.socket.send(
      JSON.stringify({ type: 'authenticate', data: { access_token: 'not-a-token' } }),
    );
    expect((await forged.waitFor('authenticated')).data.ok).toBe(false);
    for (const client of [mine, theirs, anonymous, forged]) client.close();
  }, 60_000);
});
