import { expect, type APIRequestContext } from '@playwright/test';

let sequence = 0;

/** A fresh address per test, so tests never share accounts or sign-in limits. */
export function freshEmail(prefix = 'e2e'): string {
  sequence += 1;
  return `${prefix}-${Date.now()}-${sequence}@example.com`;
}

/** Waits for the sign-in code mailed to an address to reach the development outbox. */
export async function codeFromOutbox(request: APIRequestContext, email: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/outbox');
        const mails = (await response.json()) as { to: string; text: string }[];
        code = mails.find((mail) => mail.to === email)?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      },
      { message: `a code mailed to ${email}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}
