import { expect, test, type Page } from '../support/test';
import { signInThroughPage } from '../support/sign-in';

/** The signed-in user's access token, as the web app stores it. */
async function accessToken(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('auth') ?? '{}') as { state: { accessToken: string } }).state
        .accessToken,
  );
}

test.describe('the credit page', () => {
  test('a user claims the daily gift once and finds it in the history @mobile', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });

    await page.goto('/me/credit');
    await expect(page).toHaveURL(/\/login$/);
    await signInThroughPage(page);
    await expect(page).toHaveURL(/\/me\/credit$/);

    const balance = page.getByRole('region', { name: 'Your balance' });
    await expect(balance.getByTestId('credit-total')).toHaveText('0');
    await expect(page.getByText('No credit activity yet')).toBeVisible();
    // Embedded mode sells packs on the development payment page, and says so.
    await expect(page.getByText('Test payments: no money moves')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Buy \d+ credits for SGD/ })).toHaveCount(3);

    await page.getByRole('button', { name: 'Claim today’s gift' }).click();
    await expect(page.getByText('You received 1 free credit.')).toBeVisible();
    await expect(balance.getByTestId('credit-total')).toHaveText('1');
    const history = page.getByRole('list', { name: 'Credit history' });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history.getByRole('listitem')).toContainText('Daily gift');
    await expect(history.getByRole('listitem')).toContainText('+1');
    await expect(page.getByRole('button', { name: 'Claimed for today' })).toBeDisabled();
    await expect(page.getByText(/^Next gift in /)).toBeVisible();

    // The page stays that way after a reload, and the server refuses a second claim anyway.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Claimed for today' })).toBeDisabled();
    await expect(balance.getByTestId('credit-total')).toHaveText('1');
    const again = await page.request.post('/api/credits/daily-gift', {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
    });
    expect(again.status()).toBe(409);
    expect(await again.json()).toMatchObject({ detail: 'Daily gift already claimed' });
    await expect(history.getByRole('listitem')).toHaveCount(1);

    expect(problems.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
  });

  test('in Chinese, a second claim from another tab is refused with the catalogue’s text', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await page.getByRole('group', { name: 'Language' }).getByText('简').click();
    await signInThroughPage(page, { language: 'zh' });
    await expect(page.getByText('登录成功')).toBeVisible();
    await page.goto('/me/credit');

    // A second tab opened before the claim still offers the gift.
    const other = await context.newPage();
    await other.goto('/me/credit');
    await expect(other.getByRole('button', { name: '领取今日礼物' })).toBeEnabled();

    await page.getByRole('button', { name: '领取今日礼物' }).click();
    await expect(page.getByText('已领取 1 个赠送积分。')).toBeVisible();
    const balance = page.getByRole('region', { name: '你的余额' });
    await expect(balance.getByTestId('credit-total')).toHaveText('1');
    await expect(page.getByRole('list', { name: '积分明细' }).getByRole('listitem')).toContainText(
      '每日礼物',
    );
    await expect(page.getByText('测试支付：不会产生真实扣款')).toBeVisible();

    await other.getByRole('button', { name: '领取今日礼物' }).click();
    await expect(other.getByText('今日礼物已领取')).toBeVisible();
    await expect(other.getByRole('button', { name: '今天已领取' })).toBeDisabled();
    await expect(
      other.getByRole('region', { name: '你的余额' }).getByTestId('credit-total'),
    ).toHaveText('1');
  });

  test('a user buys a pack on the development payment page and comes back credited @mobile', async ({
    page,
  }) => {
    await page.goto('/me/credit');
    await signInThroughPage(page);
    await expect(page).toHaveURL(/\/me\/credit$/);
    const balance = page.getByRole('region', { name: 'Your balance' });
    await expect(balance.getByTestId('credit-total')).toHaveText('0');

    await page.getByRole('button', { name: /^Buy 60 credits for SGD/ }).click();
    await expect(page).toHaveURL(/\/dev\/pay\/cs_test_\w+\?lang=en$/);
    await expect(page.getByText(/no money moves/)).toBeVisible();
    await expect(page.getByText(/不会产生任何真实扣款/)).toBeVisible();
    await page.getByRole('button', { name: /^Pay SGD/ }).click();

    await expect(page).toHaveURL(/\/me\/credit$/);
    await expect(
      page.getByText('Payment received: 60 credits were added to your balance.'),
    ).toBeVisible();
    await expect(balance.getByTestId('credit-total')).toHaveText('60');
    const history = page.getByRole('list', { name: 'Credit history' });
    await expect(history.getByRole('listitem').first()).toContainText('Top-up');
    await expect(history.getByRole('listitem').first()).toContainText('+60');

    // Going back to the payment page finds it paid; paying again is not offered.
    await page.goBack();
    await expect(page.getByText('Paid: 60 credits were added to this account.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay SGD/ })).toHaveCount(0);
  });
});
