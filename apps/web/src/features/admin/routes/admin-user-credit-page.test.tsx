import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  TAdminCreditUser,
  TCreditLedgerEntry,
} from '@irreplaceable/contracts/credits/credits';
import { jsonResponse, stubFetch, type TRecordedCall } from '../../../test/fetch-stub';
import { signInAdmin, signInUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const ADA_ID = '0b9f1a52-4a43-4c59-9a51-7d1f1e2f9a01';
const BOB_ID = '5e0c2a8f-9b7d-4e36-8a0e-2c61c1f0b702';

/** The first load of a lazy page (its code and catalogue) can be slow on a busy machine. */
const PAGE_LOAD = { timeout: 5_000 };
const queryOf = (call: TRecordedCall) => new URL(call.url, 'http://localhost').searchParams;

function makeUser(id: string, email: string, paid: number, free: number): TAdminCreditUser {
  return {
    user_id: id,
    email,
    username: email.split('@')[0]!,
    balance: { paid, free, total: paid + free },
    created_at: '2025-10-01T09:00:00.000Z',
  };
}

/** The admin credit API, keeping balances and ledgers as the server would. */
function stubAdminCredit() {
  const users = [
    makeUser(ADA_ID, 'ada@example.com', 4, 1),
    makeUser(BOB_ID, 'bob@example.com', 0, 0),
  ];
  const ledgers: Record<string, TCreditLedgerEntry[]> = { [ADA_ID]: [], [BOB_ID]: [] };
  let nextId = 1;
  return stubFetch({
    'GET /api/credits/admin/users': (call) => {
      const text = queryOf(call).get('query') ?? '';
      const items = users.filter((user) => user.email.includes(text));
      return jsonResponse(200, {
        items,
        total: items.length,
        page: 1,
        page_size: 20,
        has_more: false,
      });
    },
    [`GET /api/credits/admin/users/${ADA_ID}/history`]: () =>
      jsonResponse(200, {
        items: ledgers[ADA_ID],
        total: ledgers[ADA_ID]!.length,
        page: 1,
        page_size: 10,
        has_more: false,
      }),
    'POST /api/credits/admin/grant': (call) => {
      const body = call.body as {
        user_id: string;
        amount: number;
        kind: 'paid' | 'free';
        note?: string;
      };
      const user = users.find((item) => item.user_id === body.user_id)!;
      user.balance = { ...user.balance, [body.kind]: user.balance[body.kind] + body.amount };
      user.balance.total = user.balance.paid + user.balance.free;
      const entry: TCreditLedgerEntry = {
        id: nextId++,
        amount: body.amount,
        kind: body.kind,
        reason: 'admin_grant',
        feature: null,
        reference: null,
        note: body.note ?? null,
        balance_after: user.balance,
        created_at: '2025-11-22T10:00:00.000Z',
      };
      ledgers[user.user_id]!.unshift(entry);
      return jsonResponse(200, {
        user_id: user.user_id,
        email: user.email,
        entry,
        balance: user.balance,
      });
    },
  });
}

describe('admin user credit page', { timeout: 20_000 }, () => {
  it('is for admins only', async () => {
    signInUser();
    stubAdminCredit();
    const { currentPath } = renderApp('/admin/user-credit');

    await waitFor(() => expect(currentPath()).toBe('/admin/login'), PAGE_LOAD);
  });

  it('finds users and grants credit after a confirmation', async () => {
    signInAdmin();
    const { callsTo } = stubAdminCredit();
    const { user } = renderApp('/admin/user-credit');

    const table = await screen.findByRole('table', { name: 'Users' }, PAGE_LOAD);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ada');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(queryOf(callsTo('GET /api/credits/admin/users').at(-1)!).get('query')).toBe('ada');

    await user.click(screen.getByRole('button', { name: 'Manage credit for ada@example.com' }));
    const panel = screen.getByRole('region', { name: 'Credit of ada@example.com' });
    expect(within(panel).getByText('Paid 4 · Free 1 · Total 5')).toBeInTheDocument();
    expect(await within(panel).findByText('No credit activity yet')).toBeInTheDocument();

    await user.type(within(panel).getByRole('textbox', { name: 'Amount' }), '3');
    await user.type(within(panel).getByRole('textbox', { name: 'Note' }), 'Beta tester');
    await user.click(within(panel).getByRole('button', { name: 'Review change' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm the change' });
    expect(dialog).toHaveTextContent('Give 3 paid credits to ada@example.com?');
    expect(dialog).toHaveTextContent('Their balance will be 7 paid and 1 free.');
    expect(callsTo('POST /api/credits/admin/grant')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('3 paid credits given to ada@example.com.')).toBeInTheDocument();
    expect(callsTo('POST /api/credits/admin/grant')[0]?.body).toEqual({
      user_id: ADA_ID,
      amount: 3,
      kind: 'paid',
      note: 'Beta tester',
    });
    expect(within(panel).getByText('Paid 7 · Free 1 · Total 8')).toBeInTheDocument();
    const history = await within(panel).findByRole('table', { name: 'History' });
    expect(history).toHaveTextContent('+3');
    expect(history).toHaveTextContent('Admin adjustment');
    expect(history).toHaveTextContent('Beta tester');
    await waitFor(() => expect(within(table).getByText('7')).toBeInTheDocument());
  });

  it('takes credit back, never more than the account holds', async () => {
    signInAdmin();
    const { callsTo } = stubAdminCredit();
    const { user } = renderApp('/admin/user-credit');

    await user.click(
      await screen.findByRole('button', { name: 'Manage credit for ada@example.com' }, PAGE_LOAD),
    );
    const panel = screen.getByRole('region', { name: 'Credit of ada@example.com' });
    await user.click(within(panel).getByRole('radio', { name: 'Take back' }));
    await user.click(within(panel).getByRole('radio', { name: 'Free' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Amount' }), '2');

    expect(within(panel).getByText('This account has only 1 free credit.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Review change' })).toBeDisabled();

    const amount = within(panel).getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '1');
    await user.click(within(panel).getByRole('button', { name: 'Review change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the change' });
    expect(dialog).toHaveTextContent('Take 1 free credit back from ada@example.com?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByText('1 free credit taken back from ada@example.com.'),
    ).toBeInTheDocument();
    expect(callsTo('POST /api/credits/admin/grant')[0]?.body).toMatchObject({
      amount: -1,
      kind: 'free',
    });
  });
});
