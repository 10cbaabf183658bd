import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { INBOX } from '@irreplaceable/contracts/constants';
import {
  jsonResponse,
  stubFetch,
  textResponse,
  type TRecordedCall,
} from '../../../test/fetch-stub';
import { signInUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { inboxPage, makeMessage } from '../testing/make-inbox';

const queryOf = (call: TRecordedCall) => new URL(call.url, 'http://localhost').searchParams;

function stubInbox(
  options: { unread?: () => number; list?: (call: TRecordedCall) => Response } = {},
) {
  let unread = 2;
  const server = stubFetch({
    'GET /api/inbox/list':
      options.list ??
      (() =>
        jsonResponse(
          200,
          inboxPage([
            makeMessage(1, {
              is_read: unread < 2,
              actor: { id: 'bob', username: 'Bob', avatar_url: null },
            }),
            makeMessage(2, {
              is_read: unread < 1,
              type: 'mention',
              actor: { id: 'carol', username: 'Carol', avatar_url: null },
            }),
            makeMessage(3, { is_read: true, news_title: 'Designers', comment_excerpt: 'Old news' }),
          ]),
        )),
    'GET /api/inbox/unread-count': () =>
      jsonResponse(200, { unread_count: options.unread?.() ?? unread }),
    'PATCH /api/inbox/read/1': () => {
      unread = 1;
      return jsonResponse(200, { id: 1, is_read: true, unread_count: 1 });
    },
    'PATCH /api/inbox/mark-all-read': () => {
      unread = 0;
      return jsonResponse(200, { updated: 2, unread_count: 0 });
    },
    'GET /api/news/7': jsonResponse(404, { detail: 'Not found' }),
    'GET /contents/login/en.md': textResponse(''),
    'POST /api/auth/logout': new Response(null, { status: 204 }),
  });
  return server;
}

const accountMenu = () => screen.findByRole('button', { name: 'Account menu' });

describe('inbox page', () => {
  it('lists replies and mentions, newest first, 20 at a time', async () => {
    signInUser();
    const { callsTo } = stubInbox();
    renderApp('/me/inbox');

    const list = await screen.findByRole('list', { name: 'Messages' });
    const rows = within(list).getAllByRole('button');
    expect(rows[0]).toHaveTextContent('Bob replied to your comment on “Nurses and AI”');
    expect(rows[0]).toHaveTextContent('Unread');
    expect(rows[0]).toHaveTextContent('Excerpt 1');
    expect(rows[1]).toHaveTextContent('Carol mentioned you in a comment on “Nurses and AI”');
    expect(rows[2]).not.toHaveTextContent('Unread');
    expect(screen.getByText('2 unread')).toBeInTheDocument();
    const query = queryOf(callsTo('GET /api/inbox/list')[0]!);
    expect([query.get('offset'), query.get('limit')]).toEqual(['0', '20']);
  });

  it('marks a message read when it is opened, goes to the comment, and lowers the badge', async () => {
    signInUser();
    const { callsTo } = stubInbox();
    const { user, currentPath } = renderApp('/me/inbox');
    expect(await within(await accountMenu()).findByText('2')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: /Bob replied/ }));

    await waitFor(() => expect(currentPath()).toBe('/news/7#comment-101'));
    expect(callsTo('PATCH /api/inbox/read/1')).toHaveLength(1);
    expect(await within(await accountMenu()).findByText('1')).toBeInTheDocument();
  });

  it('marks everything read at once, and the badge goes away', async () => {
    signInUser();
    const { callsTo } = stubInbox();
    const { user } = renderApp('/me/inbox');
    expect(await within(await accountMenu()).findByText('2')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));

    expect(await screen.findByText('All messages are marked as read.')).toBeInTheDocument();
    expect(callsTo('PATCH /api/inbox/mark-all-read')).toHaveLength(1);
    const menu = await accountMenu();
    await waitFor(() => expect(within(menu).queryByText('2')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    signInUser();
    stubInbox({ list: () => jsonResponse(200, inboxPage([])), unread: () => 0 });
    renderApp('/me/inbox');

    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the news' })).toHaveAttribute('href', '/news');
  });

  it('loads the next 20 on request', async () => {
    signInUser();
    const { callsTo } = stubInbox({
      list: (call) => {
        const offset = Number(queryOf(call).get('offset'));
        const items = Array.from({ length: offset === 0 ? 20 : 1 }, (_, index) =>
          makeMessage(offset + index + 1, {
            is_read: true,
            comment_excerpt: `Message ${offset + index + 1}`,
          }),
        );
        return jsonResponse(200, inboxPage(items, { offset, total: 21, hasMore: offset === 0 }));
      },
    });
    const { user } = renderApp('/me/inbox');
    await screen.findByText('Message 20');

    await user.click(screen.getByRole('button', { name: 'Load more messages' }));

    expect(await screen.findByText('Message 21')).toBeInTheDocument();
    expect(queryOf(callsTo('GET /api/inbox/list')[1]!).get('offset')).toBe('20');
  });

  it('shows an error with a retry', async () => {
    signInUser();
    let isDown = true;
    stubInbox({
      list: () =>
        isDown ? jsonResponse(500, { detail: 'down' }) : jsonResponse(200, inboxPage([])),
    });
    const { user } = renderApp('/me/inbox');

    expect(await screen.findByText('Your messages could not be loaded')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });
});

describe('unread badge', () => {
  it('is fetched when a user appears, polled every 30 s, and stopped on logout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = 1;
    signInUser();
    const { callsTo } = stubInbox({ unread: () => unread });
    const { user, currentPath } = renderApp('/');
    expect(await within(await accountMenu()).findByText('1')).toBeInTheDocument();
    expect(callsTo('GET /api/inbox/unread-count')).toHaveLength(1);

    unread = 5;
    await act(() => vi.advanceTimersByTimeAsync(INBOX.unreadPollMs));
    expect(await within(await accountMenu()).findByText('5')).toBeInTheDocument();
    expect(callsTo('GET /api/inbox/unread-count')).toHaveLength(2);

    await user.click(await accountMenu());
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    await act(() => vi.advanceTimersByTimeAsync(INBOX.unreadPollMs * 3));
    expect(callsTo('GET /api/inbox/unread-count')).toHaveLength(2);
  });
});
