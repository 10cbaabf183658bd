import { expect, test, type Page } from '../support/test';
import { signInThroughPage } from '../support/sign-in';

/** Revenue as the dashboard writes it in English: "S$5.00". */
const sgd = (cents: number) => `S$${(cents / 100).toFixed(2)}`;

/** What the dashboard counts as revenue so far, read through the API with the admin's session. */
async function revenueCents(admin: Page): Promise<number> {
  const token = await admin.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('adminAuth') ?? '{}') as { state: { accessToken: string } })
        .state.accessToken,
  );
  const response = await admin.request.get('/api/admin/dashboard', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { totals: { revenue_cents: number } }).totals.revenue_cents;
}

test.describe('payments seen by an administrator', () => {
  test('a bought pack shows as a processed webhook event, replays without crediting twice, and counts as revenue', async ({
    page,
    browser,
  }) => {
    // The administrator signs in first, so the revenue other specs on this server brought in is known.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await admin.goto('/admin/webhook-events');
    await expect(admin).toHaveURL(/\/admin\/login$/);
    await signInThroughPage(admin, { email: 'admin@example.com' });
    await expect(admin).toHaveURL(/\/admin\/webhook-events$/);
    const revenueBefore = await revenueCents(admin);

    // A user buys the SGD 5 pack on the development payment page, which delivers a signed webhook.
    await page.goto('/me/credit');
    const email = await signInThroughPage(page);
    await expect(page).toHaveURL(/\/me\/credit$/);
    const balance = page.getByRole('region', { name: 'Your balance' });
    await expect(balance.getByTestId('credit-total')).toHaveText('0');
    await page.getByRole('button', { name: /^Buy 60 credits for SGD\s?5\b/ }).click();
    await expect(page).toHaveURL(/\/dev\/pay\/cs_test_\w+\?lang=en$/);
    await page.getByRole('button', { name: /^Pay SGD/ }).click();
    await expect(page).toHaveURL(/\/me\/credit$/);
    await expect(balance.getByTestId('credit-total')).toHaveText('60');

    // The administrator finds its event, processed and tied to the buyer.
    await admin.reload();
    const events = admin.getByRole('table', { name: 'Webhook events' });
    const row = events
      .getByRole('row')
      .filter({ hasText: email })
      .filter({ hasText: 'checkout.session.completed' });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Processed', { exact: true })).toBeVisible();
    await expect(row.getByText('Needs attention')).toHaveCount(0);

    await row.getByRole('button', { name: /^checkout\.session\.completed, received / }).click();
    const panel = admin.getByRole('dialog', { name: 'checkout.session.completed' });
    await expect(panel.getByText(email)).toBeVisible();
    await expect(panel.getByText('Processed', { exact: true })).toBeVisible();
    const payload = panel.getByRole('region', { name: 'Payload as received' });
    await expect(payload).toContainText('"type": "checkout.session.completed"');
    await expect(payload).toContainText('"amount_total": 500');
    await expect(admin).toHaveURL(/\/admin\/webhook-events\?event=[0-9a-f-]{36}$/);

    // Replaying it is confirmed first, and changes nothing.
    await panel.getByRole('button', { name: 'Replay event' }).click();
    const confirmation = panel.getByRole('group', { name: 'Replay this event?' });
    await expect(confirmation).toContainText('a Checkout session is never credited twice');
    await confirmation.getByRole('button', { name: 'Replay now' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      /The event was already processed, so it was left as it is and no credits moved\./,
    );

    await page.reload();
    await expect(balance.getByTestId('credit-total')).toHaveText('60');
    const history = page.getByRole('list', { name: 'Credit history' });
    await expect(history.getByRole('listitem').filter({ hasText: 'Top-up' })).toHaveCount(1);

    // The dashboard counts the top-up once.
    await panel.getByRole('button', { name: 'Close' }).click();
    await admin.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(admin).toHaveURL(/\/admin\/dashboard$/);
    const revenue = admin.getByRole('region', { name: 'Revenue' });
    const expected = sgd(revenueBefore + 500);
    await expect(revenue.getByText(expected, { exact: true }).first()).toBeVisible();
    const byPack = revenue.getByRole('table', { name: 'By pack, last 30 days' });
    await expect(byPack.getByRole('row', { name: /^S\$5 pack/ })).toBeVisible();
    if (revenueBefore === 0) {
      // Alone on a fresh server (how this spec is usually run), exactly the one pack.
      expect(expected).toBe('S$5.00');
      await expect(revenue.getByText('1 top-up')).toBeVisible();
    }

    await adminContext.close();
  });
});
