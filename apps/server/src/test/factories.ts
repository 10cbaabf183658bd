import type { FastifyInstance } from 'fastify';
import type { TTokenPair } from '@irreplaceable/contracts/auth/token-pair';

let sequence = 0;

/** A distinct client address per sign-in, so per-address limits do not couple tests. */
export function uniqueIp(): string {
  sequence += 1;
  return `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}${sequence}-${Date.now()}@example.com`;
}

/** Reads the newest code sent to an address from the development outbox. */
export async function latestCodeFor(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  const mails = response.json<{ to: string; subject: string; text: string }[]>();
  const mail = mails.find((item) => item.to === email);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code in the outbox for ${email}`);
  return code;
}

/** Signs a user in through the real code flow and returns its tokens. */
export async function signIn(
  app: FastifyInstance,
  email: string = uniqueEmail(),
  scope: 'user' | 'admin' = 'user',
): Promise<TTokenPair> {
  const ip = uniqueIp();
  const requested = await app.inject({
    method: 'POST',
    url: '/api/auth/request-otp',
    payload: { email },
    remoteAddress: ip,
  });
  if (requested.statusCode !== 200) throw new Error(`request-otp failed: ${requested.body}`);
  const otp = await latestCodeFor(app, email);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { email, otp, scope },
    remoteAddress: ip,
  });
  if (verified.statusCode !== 200) throw new Error(`verify-otp failed: ${verified.body}`);
  return verified.json<TTokenPair>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
