import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { WEBHOOK_EVENT_STATUSES } from '@irreplaceable/contracts/payments/payment-statuses';
import type { TWebhookEventFilters } from '../api/webhook-event-query-keys';

/** What the server accepts as a type filter; anything else in the address is dropped, not sent. */
const EVENT_TYPE = /^[a-z0-9_.]{1,100}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The list's page and filters, and the event open in the detail panel, live in the address: a
 * reload, the back button or a link sent to another administrator shows the same thing.
 */
export function useWebhookEventFilters() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const type = params.get('type');
  const eventId = params.get('event');
  const filters: TWebhookEventFilters = {
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    status: WEBHOOK_EVENT_STATUSES.find((status) => status === params.get('status')) ?? null,
    type: type !== null && EVENT_TYPE.test(type) ? type : null,
    attentionOnly: params.get('attention') === 'true',
  };
  const openEventId = eventId !== null && UUID.test(eventId) ? eventId : null;

  const updateFilters = useCallback(
    (changes: Partial<TWebhookEventFilters>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | null) =>
            value === null ? next.delete(key) : next.set(key, value);
          if (changes.status !== undefined) set('status', changes.status);
          if (changes.type !== undefined) set('type', changes.type);
          if (changes.attentionOnly !== undefined) {
            set('attention', changes.attentionOnly ? 'true' : null);
          }
          // A new filter starts again from the first page.
          const nextPage = changes.page ?? 1;
          set('page', nextPage === 1 ? null : String(nextPage));
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const openEvent = useCallback(
    (id: string | null) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === null) next.delete('event');
          else next.set('event', id);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { filters, updateFilters, openEventId, openEvent };
}
