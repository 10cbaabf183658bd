import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  TAdminWebhookEvent,
  TAdminWebhookEventDetail,
} from '@irreplaceable/contracts/admin/webhook-events';
import { jsonResponse, stubFetch, type TRecordedCall } from '../../../test/fetch-stub';
import { signInAdmin, signInUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const PAID_ID = '0b9f1a52-4a43-4c59-9a51-7d1f1e2f9a01';
const REFUND_ID = '5e0c2a8f-9b7d-4e36-8a0e-2c61c1f0b702';
const ODD_ID = '7c3d2e1f-0a9b-4c8d-9e7f-6a5b4c3d2e10';
const MISMATCH_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/** The first load of a lazy page (its code and catalogue) can be slow on a busy machine. */
const PAGE_LOAD = { timeout: 5_000 };
const queryOf = (call: TRecordedCall) => new URL(call.url, 'http://localhost').searchParams;

function makeEvent(overrides: Partial<TAdminWebhookEventDetail>): TAdminWebhookEventDetail {
  return {
    id: PAID_ID,
    event_id: 'evt_1A2b3C4d5E6f7G8h9I0jKlMn',
    type: 'checkout.session.completed',
    status: 'processed',
    error: null,
    needs_attention: false,
    session_id: 'cs_test_a1B2c3D4e5F6g7H8i9J0',
    user_id: 'user-ada',
    user_email: 'ada@example.com',
    received_at: '2025-11-22T14:05:03.000Z',
    processed_at: '2025-11-22T14:05:03.000Z',
    amount: 500,
    currency: 'sgd',
    pack: 5,
    payload: { id: 'evt_1A2b3C4d5E6f7G8h9I0jKlMn', type: 'checkout.session.completed' },
    ...overrides,
  };
}

/**
 * The admin webhook events API over four stored events, replaying as the server would.
 * `isListDown` makes the list answer a server error while it says so.
 */
function stubWebhookEvents(isListDown = () => false) {
  const events = [
    makeEvent({}),
    makeEvent({
      id: REFUND_ID,
      event_id: 'evt_refund000000000000000001',
      type: 'charge.refunded',
      status: 'failed',
      error: 'insufficient_balance_for_refund',
      needs_attention: true,
      payload: { type: 'charge.refunded', data: { object: { amount_refunded: 500 } } },
    }),
    makeEvent({
      id: MISMATCH_ID,
      event_id: 'evt_mismatch0000000000000001',
      status: 'failed',
      error: 'amount_mismatch',
      needs_attention: true,
      user_email: 'bob@example.com',
      amount: 1,
      payload: { type: 'checkout.session.completed', data: { object: { amount_total: 1 } } },
    }),
    makeEvent({
      id: ODD_ID,
      event_id: 'evt_odd0000000000000000000001',
      type: 'checkout.session.expired',
      status: 'ignored',
      error: 'brand_new_reason',
      session_id: null,
      user_id: null,
      user_email: null,
      processed_at: null,
      amount: null,
      currency: null,
      pack: null,
    }),
  ];
  const summary = ({ payload: _payload, ...event }: TAdminWebhookEventDetail) =>
    event satisfies TAdminWebhookEvent;
  const eventById = (call: TRecordedCall) => events.find((event) => call.path.includes(event.id))!;

  const routes: Parameters<typeof stubFetch>[0] = {
    'GET /api/admin/webhook-events': (call) => {
      if (isListDown()) return jsonResponse(500, { detail: 'Internal server error' });
      const query = queryOf(call);
      const items = events.filter(
        (event) =>
          (!query.get('status') || event.status === query.get('status')) &&
          (!query.get('type') || event.type === query.get('type')) &&
          (query.get('attention') !== 'true' || event.needs_attention),
      );
      return jsonResponse(200, {
        items: items.map(summary),
        total: items.length,
        page: 1,
        page_size: 20,
        has_more: false,
        types: [...new Set(events.map((event) => event.type))].sort(),
      });
    },
  };
  for (const { id } of events) {
    routes[`GET /api/admin/webhook-events/${id}`] = (call) => jsonResponse(200, eventById(call));
    routes[`POST /api/admin/webhook-events/${id}/replay`] = (call) => {
      const event = eventById(call);
      // The buyer has topped up since: the held refund now goes through.
      if (event.error === 'insufficient_balance_for_refund') {
        Object.assign(event, { status: 'processed', error: null, needs_attention: false });
      }
      return jsonResponse(200, event);
    };
  }
  return stubFetch(routes);
}

describe('admin webhook events page', { timeout: 20_000 }, () => {
  it('is for admins only', async () => {
    signInUser();
    stubWebhookEvents();
    const { currentPath } = renderApp('/admin/webhook-events');

    await waitFor(() => expect(currentPath()).toBe('/admin/login'), PAGE_LOAD);
  });

  it('lists the events and keeps its filters in the address', async () => {
    signInAdmin();
    const { callsTo } = stubWebhookEvents();
    const { user, currentPath } = renderApp('/admin/webhook-events?status=failed');

    const table = await screen.findByRole('table', { name: 'Webhook events' }, PAGE_LOAD);
    expect(screen.getByText(/verified before it is stored/)).toBeInTheDocument();
    expect(queryOf(callsTo('GET /api/admin/webhook-events')[0]!).get('status')).toBe('failed');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('2 events')).toBeInTheDocument();
    const refund = within(table).getByRole('row', { name: /charge\.refunded/ });
    expect(within(refund).getByText('Failed')).toBeInTheDocument();
    expect(within(refund).getByText('Needs attention')).toBeInTheDocument();
    expect(within(refund).getByText('Balance too low to refund')).toBeInTheDocument();
    expect(within(refund).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(refund).getByText('5e0c2a8f…')).toBeInTheDocument();
    expect(within(refund).getByText('evt_refund00…0001')).toBeInTheDocument();
    const time = within(refund).getByText((_, element) => element?.tagName === 'TIME');
    expect(time).toHaveAttribute('title', 'Nov 22, 2025, 2:05:03 PM UTC');
    const head = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(head).toEqual(expect.arrayContaining(['Amount', 'Pack']));
    expect(within(refund).getByText('S$5.00')).toBeInTheDocument();
    expect(within(refund).getByText('S$5 pack')).toBeInTheDocument();

    const status = screen.getByRole('radiogroup', { name: 'Status' });
    expect(within(status).getByRole('radio', { name: 'Failed' })).toBeChecked();
    await user.click(within(status).getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    expect(currentPath()).toBe('/admin/webhook-events');

    await user.click(screen.getByRole('textbox', { name: 'Event type' }));
    await user.click(await screen.findByRole('option', { name: 'checkout.session.completed' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(currentPath()).toBe('/admin/webhook-events?type=checkout.session.completed');

    await user.click(screen.getByRole('switch', { name: 'Needs attention only' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(currentPath()).toBe(
      '/admin/webhook-events?type=checkout.session.completed&attention=true',
    );
    expect(queryOf(callsTo('GET /api/admin/webhook-events').at(-1)!).get('attention')).toBe('true');
    expect(within(table).getByText('bob@example.com')).toBeInTheDocument();
    // The amount as paid, beside the pack it should have bought.
    const mismatch = within(table).getByRole('row', { name: /bob@example\.com/ });
    expect(within(mismatch).getByText('S$0.01')).toBeInTheDocument();
    expect(within(mismatch).getByText('S$5 pack')).toBeInTheDocument();
  });

  it('says when no event matches, and offers to clear the filters', async () => {
    signInAdmin();
    stubWebhookEvents();
    renderApp('/admin/webhook-events?type=charge.dispute.created');

    expect(
      await screen.findByText('No events match these filters', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/admin/webhook-events',
    );
  });

  it('opens an event with its fields, its error in plain words and its payload', async () => {
    signInAdmin();
    stubWebhookEvents();
    const { user, currentPath } = renderApp('/admin/webhook-events');

    await user.click(
      await screen.findByRole(
        'row',
        { name: /checkout\.session\.completed.*bob@example\.com/ },
        PAGE_LOAD,
      ),
    );
    const panel = await screen.findByRole('dialog', { name: 'checkout.session.completed' });
    expect(currentPath()).toBe(`/admin/webhook-events?event=${MISMATCH_ID}`);
    expect(within(panel).getByText('Amount differs')).toBeInTheDocument();
    expect(
      within(panel).getByText(/The amount paid is not the price of the pack we asked for/),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Code: amount_mismatch')).toBeInTheDocument();
    expect(within(panel).getByText('cs_test_a1B2c3D4e5F6g7H8i9J0')).toBeInTheDocument();
    expect(within(panel).getByText('evt_mismatch0000000000000001')).toBeInTheDocument();
    const payload = await within(panel).findByRole('region', { name: 'Payload as received' });
    expect(payload).toHaveTextContent('"amount_total": 1');

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/webhook-events'));
  });

  it('shows a code it cannot explain as it is', async () => {
    signInAdmin();
    stubWebhookEvents();
    renderApp(`/admin/webhook-events?event=${ODD_ID}`);

    const panel = await screen.findByRole(
      'dialog',
      { name: 'checkout.session.expired' },
      PAGE_LOAD,
    );
    expect(within(panel).getByText('Why it was ignored')).toBeInTheDocument();
    expect(within(panel).getByText('Code: brand_new_reason')).toBeInTheDocument();
    expect(within(panel).getByText('No account')).toBeInTheDocument();
    expect(within(panel).getByText('Not processed')).toBeInTheDocument();
  });

  it('replays an event only after a confirmation that says it is safe', async () => {
    signInAdmin();
    const { callsTo } = stubWebhookEvents();
    const { user } = renderApp(`/admin/webhook-events?event=${REFUND_ID}`);

    const panel = await screen.findByRole('dialog', { name: 'charge.refunded' }, PAGE_LOAD);
    await user.click(within(panel).getByRole('button', { name: 'Replay event' }));
    const confirmation = within(panel).getByRole('group', { name: 'Replay this event?' });
    expect(confirmation).toHaveTextContent('a Checkout session is never credited twice');
    expect(callsTo(`POST /api/admin/webhook-events/${REFUND_ID}/replay`)).toHaveLength(0);
    await user.click(within(confirmation).getByRole('button', { name: 'Replay now' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'The event was Failed and is now Processed.',
    );
    expect(callsTo(`POST /api/admin/webhook-events/${REFUND_ID}/replay`)).toHaveLength(1);
    expect(within(panel).queryByText('Balance too low to refund')).not.toBeInTheDocument();
    // The list behind the panel is fetched again and no longer flags the event.
    const row = screen.getByRole('row', { name: /charge\.refunded/ });
    await waitFor(() => expect(within(row).queryByText('Needs attention')).not.toBeInTheDocument());
  });

  it('says a processed event is left as it is when replayed', async () => {
    signInAdmin();
    stubWebhookEvents();
    const { user } = renderApp(`/admin/webhook-events?event=${PAID_ID}`);

    const panel = await screen.findByRole(
      'dialog',
      { name: 'checkout.session.completed' },
      PAGE_LOAD,
    );
    await user.click(within(panel).getByRole('button', { name: 'Replay event' }));
    expect(
      within(panel).getByText('This event is already processed, so a replay leaves it as it is.'),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Replay now' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'The event was already processed, so it was left as it is and no credits moved.',
    );
    expect(within(panel).getByRole('button', { name: 'Replay event' })).toHaveFocus();
  });

  it('says when the list cannot be loaded, and loads it again', async () => {
    signInAdmin();
    let isDown = true;
    stubWebhookEvents(() => isDown);
    const { user } = renderApp('/admin/webhook-events');

    const retry = await screen.findByRole('button', { name: 'Try again' }, PAGE_LOAD);
    expect(screen.getByText('The webhook events could not be loaded')).toBeInTheDocument();
    isDown = false;
    await user.click(retry);
    expect(await screen.findByRole('table', { name: 'Webhook events' })).toBeInTheDocument();
  });
});
