import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { devOutbox } from '../../db/schema';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { bearer, uniqueEmail, uniqueIp } from '../../test/factories';

interface ReceivedMail {
  envelopeFrom: string | undefined;
  envelopeTo: string[];
  mail: ParsedMail;
}

/** A real SMTP server on a port the OS picks; every message is parsed and kept. */
async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      // The mailer's send() resolves only after this callback answers the DATA command, so
      // a message is in `received` by the time the HTTP request that sent it has returned.
      simpleParser(stream).then(
        (mail) => {
          received.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            mail,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value);

const MAIL_FROM = 'Irreplaceable Test <sign-in@irreplaceable.test>';

describe.each(databaseKinds)('sign-in codes sent through SMTP (%s)', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    // With SMTP configured the outbox view is off by default; it is switched on here only so
    // the test can show that nothing lands in it.
    t = await createTestApp(kind, { env: { SMTP_URL: smtp.url, MAIL_FROM, DEV_OUTBOX: 'true' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  const requestCode = (email: string, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/request-otp',
      payload: { email },
      remoteAddress: uniqueIp(),
      headers: { 'accept-language': language },
    });

  it('uses the SMTP mailer', () => {
    expect(t.app.mailer.kind).toBe('smtp');
  });

  it('delivers the code mail over SMTP, and the code in it signs the user in', async () => {
    const email = uniqueEmail('smtp');
    const sent = await requestCode(email);
    expect(sent.statusCode).toBe(200);

    expect(smtp.received).toHaveLength(1);
    const [{ envelopeFrom, envelopeTo, mail }] = smtp.received as [ReceivedMail];
    expect(envelopeTo).toEqual([email]);
    expect(envelopeFrom).toBe('sign-in@irreplaceable.test');
    expect(addresses(mail.to).map((to) => to.address)).toEqual([email]);
    expect(addresses(mail.from)).toEqual([
      { address: 'sign-in@irreplaceable.test', name: 'Irreplaceable Test' },
    ]);
    const code = mail.subject?.match(/^Your sign-in code: (\d{6})$/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(`Your Irreplaceable sign-in code is: ${code}`);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-otp',
      payload: { email, otp: code },
    });
    expect(verified.statusCode).toBe(200);
    const tokens = verified.json();
    expect(tokens.user.email).toBe(email);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(tokens.access_token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
  });

  it('keeps a Chinese subject and body intact through the SMTP encoding', async () => {
    const email = uniqueEmail('smtp-zh');
    expect((await requestCode(email, 'zh-CN')).statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const { mail } = smtp.received[0]!;
    expect(mail.subject).toMatch(/^你的登录验证码：\d{6}$/);
    expect(mail.text).toContain('你的「不可替代」登录验证码是：');
  });

  it('writes nothing to the development outbox', async () => {
    await requestCode(uniqueEmail('smtp-outbox'));
    expect(smtp.received).toHaveLength(1);
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json()).toEqual([]);
    expect(await t.database.db.select().from(devOutbox)).toEqual([]);
  });
});
