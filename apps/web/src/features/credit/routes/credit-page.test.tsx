import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordTopUpIntent } from '../../../shared/credits/top-up-records';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { jsonResponse, stubFetch, type TRecordedCall } from '../../../test/fetch-stub';
import { signInUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { historyPage, makeBalance, makeEntry } from '../testing/make-credit';

const queryOf = (call: TRecordedCall) => new URL(call.url, 'http://localhost').searchParams;
const inTwoHours = () => new Date(Date.now() + 2 * 60 * 60_000 + 60_000).toISOString();

/** A small stand-in for the credit API that keeps its state like the server does. */
function stubCredit(
  options: { isGiftTaken?: boolean; history?: (call: TRecordedCall) => Response } = {},
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
  it('shows the balance, a waiting gift, an empty history and the packs that cannot be bought yet', async () => {
    signInUser();
    stubCredit();
    renderApp('/me/credit');

    const balance = await balanceSection();
    expect(within(balance).getByTestId('credit-total')).toHaveTextContent('3');
    expect(within(balance).getByText('Paid').nextElementSibling).toHaveTextContent('3');
    expect(within(balance).getByText('Free').nextElementSibling).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: 'Claim today’s gift' })).toBeEnabled();
    expect(await screen.findByText('No credit activity yet')).toBeInTheDocument();

    const topUp = screen.getByRole('region', { name: 'Top up' });
    expect(within(topUp).getByText('Buying credits is not available yet')).toBeInTheDocument();
    const buttons = within(topUp).getAllByRole('button', { name: 'Buy' });
    expect(buttons).toHaveLength(3);
    for (const button of buttons) expect(button).toBeDisabled();
    expect(within(topUp).getAllByText(/^SGD\s(1|5|10)\.00$/)).toHaveLength(3);
    expect(within(topUp).getByText(/≈ USD\s3\.70/)).toBeInTheDocument();
    expect(within(topUp).getByText(/1 SGD ≈ 0\.74 USD/)).toBeInTheDocument();
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
    expect(screen.getByText('暂未开放购买')).toBeInTheDocument();
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
});
