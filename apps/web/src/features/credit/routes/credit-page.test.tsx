import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOP_UP_PACKS } from '@irreplaceable/contracts/constants';
import { recordTopUpIntent } from '../../../shared/credits/top-up-records';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { leaveApp } from '../../../shared/routing/leave-app';
import { jsonResponse, stubFetch, type TRecordedCall } from '../../../test/fetch-stub';
import { signInUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { historyPage, makeBalance, makeEntry } from '../testing/make-credit';

const queryOf = (call: TRecordedCall) => new URL(call.url, 'http://localhost').searchParams;
const inTwoHours = () => new Date(Date.now() + 2 * 60 * 60_000 + 60_000).toISOString();

const paymentOptions = (available: boolean, testMode = available) => ({
  available,
  test_mode: testMode,
  currency: 'sgd',
  packs: TOP_UP_PACKS.map(({ pack, credits, amount }) => ({ pack, credits, amount })),
});

/** A small stand-in for the credit API that keeps its state like the server does. */
function stubCredit(
  options: {
    isGiftTaken?: boolean;
    history?: (call: TRecordedCall) => Response;
    payments?: ReturnType<typeof paymentOptions>;
    routes?: Record<string, (call: TRecordedCall) => Response>;
  } = {},
) {
  let isGiftTaken = options.isGiftTaken ?? false;
  const nextGiftAt = inTwoHours();
  const balance = () =>
    makeBalance({
      paid: 3,
      free: isGiftTaken ? 1 : 0,
      daily_gift_available: !isGiftTaken,
      next_gift_at: isGiftTaken ? nextGiftAt : null,
    });
  const server = stubFetch({
    'GET /api/payments/options': () => jsonResponse(200, options.payments ?? paymentOptions(true)),
    ...options.routes,
    'GET /api/credits/balance': () => jsonResponse(200, balance()),
    'GET /api/credits/history':
      options.history ??
      (() =>
        jsonResponse(
          200,
          historyPage(
            isGiftTaken ? [makeEntry(2, { balance_after: { paid: 3, free: 1, total: 4 } })] : [],
          ),
        )),
    'POST /api/credits/daily-gift': () => {
      if (isGiftTaken) {
        return jsonResponse(409, {
          detail: 'Daily gift already claimed',
          error_type: 'daily_gift_claimed',
        });
      }
      isGiftTaken = true;
      return jsonResponse(200, {
        amount: 1,
        balance: { paid: 3, free: 1, total: 4 },
        next_gift_at: nextGiftAt,
      });
    },
  });
  return {
    ...server,
    takeGiftElsewhere: () => {
      isGiftTaken = true;
    },
  };
}

/** The first load of a lazy page (its code and catalogue) can be slow on a busy machine. */
const PAGE_LOAD = { timeout: 5_000 };
const balanceSection = () => screen.findByRole('region', { name: 'Your balance' }, PAGE_LOAD);

describe('credit page', { timeout: 20_000 }, () => {
  it('shows the balance, a waiting gift, an empty history and the packs that cannot be bought here', async () => {
    signInUser();
    stubCredit({ payments: paymentOptions(false) });
    renderApp('/me/credit');

    const balance = await balanceSection();
    expect(within(balance).getByTestId('credit-total')).toHaveTextContent('3');
    expect(within(balance).getByText('Paid').nextElementSibling).toHaveTextContent('3');
    expect(within(balance).getByText('Free').nextElementSibling).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: 'Claim today’s gift' })).toBeEnabled();
    expect(await screen.findByText('No credit activity yet')).toBeInTheDocument();

    const topUp = screen.getByRole('region', { name: 'Top up' });
    expect(
      await within(topUp).findByText('Buying credits is not available yet'),
    ).toBeInTheDocument();
    const buttons = within(topUp).getAllByRole('button', { name: /^Buy \d+ credits for SGD/ });
    expect(buttons).toHaveLength(3);
    for (const button of buttons) expect(button).toBeDisabled();
    expect(within(topUp).getAllByText(/^SGD\s(1|5|10)\.00$/)).toHaveLength(3);
    expect(within(topUp).getByText(/≈ USD\s3\.70/)).toBeInTheDocument();
    expect(within(topUp).getByText(/1 SGD ≈ 0\.74 USD/)).toBeInTheDocument();
    expect(within(topUp).getByText('60 credits')).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Recent top-up requests' }),
    ).not.toBeInTheDocument();
  });

  it('claims the daily gift, then waits for the next one', async () => {
    signInUser();
    const { callsTo } = stubCredit();
    const { user } = renderApp('/me/credit');

    await user.click(await screen.findByRole('button', { name: 'Claim today’s gift' }, PAGE_LOAD));

    expect(await screen.findByText('You received 1 free credit.')).toBeInTheDocument();
    expect(callsTo('POST /api/credits/daily-gift')).toHaveLength(1);
    const claimed = await screen.findByRole('button', { name: 'Claimed for today' });
    expect(claimed).toBeDisabled();
    expect(screen.getByText('Next gift in 2 hours')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Your balance' })).getByTestId('credit-total'),
      ).toHaveTextContent('4'),
    );
    const list = await screen.findByRole('list', { name: 'Credit history' });
    expect(within(list).getByText('Daily gift')).toBeInTheDocument();
    expect(within(list).getByText('+1')).toBeInTheDocument();
  });

  it('says the gift is already claimed when another tab took it first', async () => {
    signInUser();
    const { takeGiftElsewhere } = stubCredit();
    const { user } = renderApp('/me/credit');
    const claim = await screen.findByRole('button', { name: 'Claim today’s gift' }, PAGE_LOAD);

    takeGiftElsewhere();
    await user.click(claim);

    expect(await screen.findByText('Daily gift already claimed')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Claimed for today' })).toBeDisabled();
  });

  it('lists the ledger with reasons, signed amounts and pages, in Chinese too', async () => {
    signInUser();
    const { callsTo } = stubCredit({
      isGiftTaken: true,
      history: (call) => {
        const page = Number(queryOf(call).get('page'));
        const items =
          page === 1
            ? [
                makeEntry(12, {
                  amount: -2,
                  kind: 'paid',
                  reason: 'assessment_charge',
                  balance_after: { paid: 1, free: 0, total: 1 },
                }),
                makeEntry(11, {
                  amount: 5,
                  kind: 'paid',
                  reason: 'admin_grant',
                  note: 'Welcome bonus',
                  balance_after: { paid: 3, free: 0, total: 3 },
                }),
              ]
            : [makeEntry(1)];
        return jsonResponse(200, historyPage(items, { page, total: 11 }));
      },
    });
    const { user } = renderApp('/me/credit');

    const list = await screen.findByRole('list', { name: 'Credit history' }, PAGE_LOAD);
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Job-fit analysis');
    expect(rows[0]).toHaveTextContent('\u22122');
    expect(rows[0]).toHaveTextContent('Balance 1');
    expect(rows[1]).toHaveTextContent('Adjusted by our team');
    expect(rows[1]).toHaveTextContent('Welcome bonus');
    expect(rows[1]).toHaveTextContent('+5');
    expect(queryOf(callsTo('GET /api/credits/history')[0]!).get('page_size')).toBe('10');

    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(queryOf(callsTo('GET /api/credits/history').at(-1)!).get('page')).toBe('2');

    await changeLanguage('zh');
    expect(await screen.findByRole('list', { name: '积分明细' })).toHaveTextContent('每日礼物');
    expect(screen.getByRole('button', { name: '今天已领取' })).toBeDisabled();
    expect(screen.getByText('测试支付：不会产生真实扣款')).toBeInTheDocument();
    expect(screen.getByText('130 积分')).toBeInTheDocument();
  });

  it('lists recent top-up requests with a way back', async () => {
    signInUser();
    stubCredit();
    recordTopUpIntent(
      { featureName: 'job_fit_analysis', sourcePath: '/jobs/42', sourceName: 'Nurse' },
      Date.now() - 3 * 60 * 60_000,
    );
    const { user, currentPath } = renderApp('/me/credit');

    const recent = await screen.findByRole('list', { name: 'Recent top-up requests' }, PAGE_LOAD);
    expect(recent).toHaveTextContent('Nurse');
    expect(recent).toHaveTextContent('Job-fit analysis · 3 hours ago');
    await user.click(within(recent).getByRole('link', { name: 'Go back to Nurse' }));
    await waitFor(() => expect(currentPath()).toBe('/jobs/42'));
  });

  it('shows an error with a retry when the balance cannot be loaded', async () => {
    signInUser();
    let isDown = true;
    stubFetch({
      'GET /api/credits/balance': () =>
        isDown
          ? jsonResponse(500, { detail: 'down' })
          : jsonResponse(200, makeBalance({ paid: 2 })),
      'GET /api/credits/history': () => jsonResponse(200, historyPage([])),
    });
    const { user } = renderApp('/me/credit');

    expect(
      await screen.findByText('Your balance could not be loaded', undefined, PAGE_LOAD),
    ).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await balanceSection()).getByTestId('credit-total')).toHaveTextContent('2');
  });
  it('buys a pack: the server is asked for a checkout and the browser goes to pay', async () => {
    signInUser();
    const leave = vi.spyOn(leaveApp, 'to').mockImplementation(() => undefined);
    const { callsTo } = stubCredit({
      routes: {
        'POST /api/payments/checkout': () =>
          jsonResponse(200, {
            checkout_url: 'http://localhost:3000/dev/pay/cs_test_1?lang=en',
            session_id: 'cs_test_1',
          }),
      },
    });
    const { user } = renderApp('/me/credit');

    const topUp = await screen.findByRole('region', { name: 'Top up' }, PAGE_LOAD);
    expect(await within(topUp).findByText('Test payments: no money moves')).toBeInTheDocument();
    const buy = within(topUp).getByRole('button', { name: /^Buy 60 credits for SGD\s5\.00$/ });
    await waitFor(() => expect(buy).toBeEnabled());
    await user.click(buy);

    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith('http://localhost:3000/dev/pay/cs_test_1?lang=en'),
    );
    expect(callsTo('POST /api/payments/checkout')[0]!.body).toEqual({
      pack: 5,
      feature_name: 'credit',
      source_path: '/me/credit',
      source_name: 'Credit',
    });
    // Nothing else can be bought while the browser is on its way.
    expect(
      within(topUp).getByRole('button', { name: /^Buy 10 credits for SGD\s1\.00$/ }),
    ).toBeDisabled();
  });

  it('sends a buyer back to where they ran out of credit, and remembers it among the recent', async () => {
    signInUser();
    const leave = vi.spyOn(leaveApp, 'to').mockImplementation(() => undefined);
    recordTopUpIntent(
      { featureName: 'cv_analysis', sourcePath: '/cv-analysis/start', sourceName: 'CV analysis' },
      Date.now() - 10 * 60_000,
    );
    const { callsTo } = stubCredit({
      payments: paymentOptions(true, false),
      routes: {
        'POST /api/payments/checkout': () =>
          jsonResponse(200, {
            checkout_url: 'https://checkout.stripe.com/c/pay/cs_live_1',
            session_id: 'cs_live_1',
          }),
      },
    });
    const { user } = renderApp('/me/credit');

    const topUp = await screen.findByRole('region', { name: 'Top up' }, PAGE_LOAD);
    expect(
      await within(topUp).findByText(/After paying you will return to CV analysis\./),
    ).toBeInTheDocument();
    expect(within(topUp).getByText(/Stripe’s secure page/)).toBeInTheDocument();
    expect(within(topUp).queryByText('Test payments: no money moves')).not.toBeInTheDocument();
    await user.click(
      within(topUp).getByRole('button', { name: /^Buy 130 credits for SGD\s10\.00$/ }),
    );

    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_live_1'),
    );
    expect(callsTo('POST /api/payments/checkout')[0]!.body).toEqual({
      pack: 10,
      feature_name: 'cv_analysis',
      source_path: '/cv-analysis/start',
      source_name: 'CV analysis',
    });
    const recent = screen.getByRole('list', { name: 'Recent top-up requests' });
    expect(recent).toHaveTextContent('CV analysis · just now');
  });

  it('says so when a checkout cannot be started, and lets the buyer try again', async () => {
    signInUser();
    const leave = vi.spyOn(leaveApp, 'to').mockImplementation(() => undefined);
    stubCredit({
      routes: {
        'POST /api/payments/checkout': () =>
          jsonResponse(502, {
            detail:
              'The payment service could not be reached. Nothing was charged; please try again.',
            error_type: 'payment_provider_failed',
          }),
      },
    });
    const { user } = renderApp('/me/credit');
    const buy = await screen.findByRole(
      'button',
      { name: /^Buy 10 credits for SGD\s1\.00$/ },
      PAGE_LOAD,
    );
    await waitFor(() => expect(buy).toBeEnabled());
    await user.click(buy);
    expect(
      await screen.findByText(
        'The payment service could not be reached. Nothing was charged; please try again.',
      ),
    ).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
    await waitFor(() => expect(buy).toBeEnabled());
  });

  it('back from paying, says the credits arrived once the webhook has landed, and cleans the address', async () => {
    signInUser();
    let polls = 0;
    const { callsTo } = stubCredit({
      routes: {
        'GET /api/payments/checkout/cs_test_back': () => {
          polls += 1;
          return jsonResponse(200, {
            session_id: 'cs_test_back',
            // The webhook lands between the first and the second look.
            status: polls === 1 ? 'created' : 'completed',
            pack: 5,
            credits: 60,
            amount: 500,
            currency: 'sgd',
            created_at: new Date().toISOString(),
            completed_at: polls === 1 ? null : new Date().toISOString(),
          });
        },
      },
    });
    const { currentPath } = renderApp('/me/credit?topup=success&session_id=cs_test_back');

    expect(
      await screen.findByText(
        'Payment received: 60 credits were added to your balance.',
        undefined,
        { timeout: 6_000 },
      ),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/me/credit');
    expect(polls).toBe(2);
    expect(callsTo('GET /api/credits/balance').length).toBeGreaterThanOrEqual(2);
  });

  it('back from a cancelled payment on another page, says nothing was charged, in Chinese too', async () => {
    signInUser();
    stubCredit();
    await changeLanguage('zh');
    const { currentPath } = renderApp('/me/credit?tab=x&topup=cancelled&session_id=cs_test_gone');
    expect(
      await screen.findByText('已取消支付，没有产生任何扣款。', undefined, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/me/credit?tab=x');
  });
});
