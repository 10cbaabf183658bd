import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCreateCommentRequest } from '@irreplaceable/contracts/comments/create-comment';
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys';
import { jsonResponse, stubFetch, type TRecordedCall } from '../../../test/fetch-stub';
import { makeUser, signInUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { useCommentCooldownStore } from '../store/comment-cooldown-store';
import {
  commentsPage,
  makeArticle,
  makeBundle,
  makeComment,
  makeCommentUser,
  makeReply,
} from '../testing/make-comments';

const ME = makeUser({ id: 'user-1', username: 'Ada' });
const queryOf = (call: TRecordedCall) => new URL(call.url, 'http://localhost').searchParams;

type TCommentsHandler = (call: TRecordedCall) => Response;

function stubArticleWithComments(
  listComments: TCommentsHandler,
  createComment: TCommentsHandler = () =>
    jsonResponse(200, {
      comment_id: 99,
      comment: makeReply(99, 1),
      next_comment_at: new Date(Date.now() + 120_000).toISOString(),
    }),
  otherRoutes: Record<string, TCommentsHandler> = {},
) {
  return stubFetch({
    'GET /api/news/7': jsonResponse(200, makeArticle()),
    'GET /api/news/bundle/7': jsonResponse(200, makeBundle()),
    'GET /api/news/content/7/en': new Response('<p>Body</p>', {
      headers: { 'Content-Type': 'text/html' },
    }),
    'GET /api/comments/7': listComments,
    'POST /api/comments/': createComment,
    'GET /api/inbox/unread-count': jsonResponse(200, { unread_count: 0 }),
    ...otherRoutes,
  });
}

const threeComments = () =>
  jsonResponse(
    200,
    commentsPage([
      makeComment(1, {
        user: makeCommentUser('bob', 'Bob'),
        comment_text: 'First! <b>not bold</b> <img src=x onerror=alert(1)>',
        children: [
          makeReply(11, 1, { user: makeCommentUser('carol', 'Carol'), comment_text: 'A reply' }),
        ],
        reply_count: 1,
      }),
      makeComment(2, { user: makeCommentUser('user-1', 'Ada') }),
      makeComment(3, { user: makeCommentUser('long', 'Bartholomew Fairweather') }),
    ]),
  );

async function openComments(path = '/news/7') {
  const view = renderApp(path);
  await screen.findByRole('region', { name: 'Comments' });
  return view;
}

const commentBox = () => screen.getByRole('textbox', { name: 'Write a comment' });
const sent = (calls: TRecordedCall[]) => calls.map((call) => call.body as TCreateCommentRequest);

/** What a fresh page load does: the cooldown store reads local storage again. */
async function reloadCooldown() {
  const saved = localStorage.getItem(STORAGE_KEYS.commentCooldown);
  useCommentCooldownStore.setState({ userId: null, until: 0 });
  if (saved !== null) localStorage.setItem(STORAGE_KEYS.commentCooldown, saved);
  await useCommentCooldownStore.persist.rehydrate();
}

beforeEach(() => useCommentCooldownStore.setState({ userId: null, until: 0 }));

describe('comment section', () => {
  it('lists comments with avatar, shortened username, date and plain text', async () => {
    stubArticleWithComments(threeComments);
    await openComments();

    const list = await screen.findByRole('list', { name: 'Comments on this article' });
    // Markup a person wrote is shown as the text they wrote, never as elements.
    expect(
      within(list).getByText('First! <b>not bold</b> <img src=x onerror=alert(1)>'),
    ).toBeInTheDocument();
    expect(list.querySelector('img[src="x"], b')).toBeNull();
    expect(within(list).getByText('Bartholo…')).toHaveAttribute('title', 'Bartholomew Fairweather');
    expect(within(list).getByText('Bob')).toBeInTheDocument();
    expect(within(list).getAllByTitle('November 20, 2025').length).toBe(4);
    expect(within(list).getByRole('list', { name: 'Replies to Bob' })).toHaveTextContent('A reply');
  });

  it('asks for 10 comments with 5 replies each, then the next 10, then 5 more replies', async () => {
    const { callsTo } = stubArticleWithComments((call) => {
      const query = queryOf(call);
      if (query.get('parent_comment_id') === '1') {
        return jsonResponse(
          200,
          commentsPage([makeComment(16, { parent_comment_id: 1, comment_text: 'Sixth reply' })], {
            offset: 5,
            total: 6,
          }),
        );
      }
      const offset = Number(query.get('offset'));
      if (offset === 0) {
        const items = Array.from({ length: 10 }, (_, index) => makeComment(index + 1));
        items[0] = makeComment(1, {
          children: Array.from({ length: 5 }, (_, index) => makeReply(11 + index, 1)),
          reply_count: 6,
          has_more_replies: true,
        });
        return jsonResponse(200, commentsPage(items, { total: 11, hasMore: true }));
      }
      return jsonResponse(
        200,
        commentsPage([makeComment(11, { comment_text: 'The eleventh' })], {
          offset: 10,
          total: 11,
        }),
      );
    });
    const { user } = await openComments();
    await screen.findByText('Comment 10');
    const first = queryOf(callsTo('GET /api/comments/7')[0]!);
    expect([first.get('limit'), first.get('offset'), first.get('reply_limit')]).toEqual([
      '10',
      '0',
      '5',
    ]);

    await user.click(screen.getByRole('button', { name: 'Load more comments' }));
    expect(await screen.findByText('The eleventh')).toBeInTheDocument();
    expect(queryOf(callsTo('GET /api/comments/7')[1]!).get('offset')).toBe('10');
    expect(screen.queryByRole('button', { name: 'Load more comments' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show 1 more reply' }));
    expect(await screen.findByText('Sixth reply')).toBeInTheDocument();
    const replies = queryOf(callsTo('GET /api/comments/7').at(-1)!);
    expect([
      replies.get('parent_comment_id'),
      replies.get('reply_offset'),
      replies.get('reply_limit'),
    ]).toEqual(['1', '5', '5']);
  });

  it('asks a visitor to log in instead of showing the box', async () => {
    stubArticleWithComments(threeComments);
    await openComments();
    await screen.findByText('A reply');

    expect(screen.getByText('Log in to join the conversation.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reply to/ })).not.toBeInTheDocument();
  });

  it('posts a comment, then counts down 120 s on the button with the inputs blocked, across reloads', async () => {
    signInUser(ME);
    const { callsTo } = stubArticleWithComments(threeComments);
    const { user, unmount } = await openComments();
    await screen.findByText('A reply');
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();

    await user.type(commentBox(), '  Great read  ');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Your comment is posted.')).toBeInTheDocument();
    expect(sent(callsTo('POST /api/comments/'))).toEqual([
      {
        news_id: 7,
        user_id: 'user-1',
        comment_text: 'Great read',
        parent_comment_id: null,
        mentioned_user_id: null,
      },
    ]);
    expect(commentBox()).toHaveValue('');
    expect(commentBox()).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Wait 1[12]\d s$/ })).toBeDisabled();
    expect(localStorage.getItem(STORAGE_KEYS.commentCooldown)).toContain('user-1');
    unmount();
    await reloadCooldown();

    await openComments();
    expect(await screen.findByRole('button', { name: /^Wait 1[01]\d s$/ })).toBeDisabled();
    expect(commentBox()).toBeDisabled();
  });

  it('ends the countdown after 120 s', async () => {
    signInUser(ME);
    localStorage.setItem(
      STORAGE_KEYS.commentCooldown,
      JSON.stringify({ state: { userId: 'user-1', until: Date.now() + 2_000 }, version: 1 }),
    );
    await reloadCooldown();
    stubArticleWithComments(threeComments);
    await openComments();
    expect(await screen.findByRole('button', { name: /^Wait [12] s$/ })).toBeInTheDocument();

    expect(
      await screen.findByRole('button', { name: 'Post' }, { timeout: 3_500 }),
    ).toBeInTheDocument();
    expect(commentBox()).toBeEnabled();
  });

  it('does not count down for someone else signed in on the same device', async () => {
    signInUser(ME);
    localStorage.setItem(
      STORAGE_KEYS.commentCooldown,
      JSON.stringify({ state: { userId: 'someone-else', until: Date.now() + 60_000 }, version: 1 }),
    );
    await reloadCooldown();
    stubArticleWithComments(threeComments);
    await openComments();

    expect(await screen.findByRole('button', { name: 'Post' })).toBeInTheDocument();
  });

  it('replies to a comment from its reply input', async () => {
    signInUser(ME);
    const { callsTo } = stubArticleWithComments(threeComments);
    const { user } = await openComments();

    await user.click(await screen.findByRole('button', { name: 'Reply to Carol' }));
    await user.type(screen.getByRole('textbox', { name: 'Write a reply to Carol' }), 'Same here');
    await user.click(screen.getByRole('button', { name: 'Reply' }));

    expect(await screen.findByText('Your reply is posted.')).toBeInTheDocument();
    expect(sent(callsTo('POST /api/comments/'))[0]).toMatchObject({
      parent_comment_id: 11,
      comment_text: 'Same here',
    });
    expect(
      screen.queryByRole('textbox', { name: 'Write a reply to Carol' }),
    ).not.toBeInTheDocument();
    expect(commentBox()).toBeDisabled();
  });

  it('inserts an @mention when a username is clicked, replacing the earlier one', async () => {
    signInUser(ME);
    const { callsTo } = stubArticleWithComments(threeComments);
    const { user } = await openComments();

    await user.click(await screen.findByRole('button', { name: 'Mention Bob' }));
    expect(commentBox()).toHaveValue('@Bob ');
    await user.type(commentBox(), 'what do you think?');
    await user.click(screen.getByRole('button', { name: 'Mention Carol' }));
    expect(commentBox()).toHaveValue('@Carol what do you think?');
    expect(screen.getByText('Mentioning @Carol')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Your comment is posted.');
    expect(sent(callsTo('POST /api/comments/'))[0]).toMatchObject({
      comment_text: '@Carol what do you think?',
      mentioned_user_id: 'carol',
    });
  });

  it('refuses a mention of yourself', async () => {
    signInUser(ME);
    stubArticleWithComments(threeComments);
    const { user } = await openComments();

    await user.click(await screen.findByRole('button', { name: 'Mention Ada' }));

    expect(await screen.findByText('You cannot mention yourself.')).toBeInTheDocument();
    expect(commentBox()).toHaveValue('');
  });

  it('refuses your own @username typed by hand, without sending it', async () => {
    signInUser(ME);
    const { callsTo } = stubArticleWithComments(threeComments);
    const { user } = await openComments();

    await user.type(commentBox(), 'As @ada I disagree');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('You cannot mention yourself.')).toBeInTheDocument();
    expect(callsTo('POST /api/comments/')).toHaveLength(0);
    expect(commentBox()).toHaveValue('As @ada I disagree');
  });

  it('shows the server words for "too fast", and still starts the countdown', async () => {
    signInUser(ME);
    stubArticleWithComments(threeComments, () =>
      jsonResponse(429, {
        detail: 'Too fast! AI needs time. Please wait a moment.',
        error_type: 'comment_cooldown',
      }),
    );
    const { user } = await openComments();
    await user.type(await screen.findByRole('textbox', { name: 'Write a comment' }), 'again');

    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect(
      await screen.findByText('Too fast! AI needs time. Please wait a moment.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Wait/ })).toBeDisabled();
    expect(commentBox()).toHaveValue('again');
  });

  it('says a refused comment has bad content', async () => {
    signInUser(ME);
    stubArticleWithComments(threeComments, () =>
      jsonResponse(403, { detail: 'nope', error_type: 'comment_rejected' }),
    );
    const { user } = await openComments();
    await user.type(
      await screen.findByRole('textbox', { name: 'Write a comment' }),
      'buy cheap pills',
    );

    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect(
      await screen.findByText('Comment has bad content, so it is not allowed.'),
    ).toBeInTheDocument();
  });

  it('brings the comment an inbox link points at into view', async () => {
    stubArticleWithComments(threeComments);
    renderApp('/news/7#comment-11');

    const reply = await screen.findByText('A reply');
    await waitFor(() =>
      expect(reply.closest('[id="comment-11"]')).toHaveAttribute('data-highlighted', 'true'),
    );
    await act(async () => {});
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(vi.isMockFunction(Element.prototype.scrollIntoView)).toBe(true);
  });

  it('pins a reply past the first five, then shows it in its thread on request', async () => {
    const replies = Array.from({ length: 7 }, (_, index) =>
      makeReply(21 + index, 1, { comment_text: `Answer ${index + 1}` }),
    );
    const deepReply = replies[6]!;
    const { calls } = stubArticleWithComments(
      (call) =>
        queryOf(call).get('parent_comment_id') === '1'
          ? jsonResponse(
              200,
              commentsPage(
                replies.slice(5).map((reply) => makeComment(reply.id, { ...reply })),
                { offset: 5, total: 7 },
              ),
            )
          : jsonResponse(
              200,
              commentsPage([
                makeComment(1, {
                  comment_text: 'Where are the jobs?',
                  children: replies.slice(0, 5),
                  reply_count: 7,
                  has_more_replies: true,
                }),
              ]),
            ),
      undefined,
      {
        'GET /api/comments/item/27': () =>
          jsonResponse(200, {
            comment: deepReply,
            parent: makeComment(1, { comment_text: 'Where are the jobs?' }),
            thread_index: 0,
            reply_index: 6,
          }),
      },
    );
    const { user } = renderApp('/news/7#comment-27');

    const pinned = await screen.findByRole('region', { name: 'The comment you followed' });
    expect(within(pinned).getByText('Answer 7')).toBeInTheDocument();
    expect(within(pinned).getByText('Where are the jobs?')).toBeInTheDocument();
    expect(document.getElementById('comment-27')).toBeNull();

    await user.click(within(pinned).getByRole('button', { name: 'View in thread' }));

    const inThread = await screen.findByText('Answer 7');
    await waitFor(() =>
      expect(inThread.closest('[id="comment-27"]')).toHaveAttribute('data-highlighted', 'true'),
    );
    expect(screen.queryByRole('region', { name: 'The comment you followed' })).toBeNull();
    expect(calls.some((call) => queryOf(call).get('reply_offset') === '5')).toBe(true);
  });

  it('loads further pages until the linked thread is there', async () => {
    const firstPage = Array.from({ length: 10 }, (_, index) => makeComment(40 - index));
    stubArticleWithComments(
      (call) =>
        queryOf(call).get('offset') === '10'
          ? jsonResponse(
              200,
              commentsPage([makeComment(3, { comment_text: 'An old remark' })], {
                offset: 10,
                total: 11,
              }),
            )
          : jsonResponse(200, commentsPage(firstPage, { total: 11, hasMore: true })),
      undefined,
      {
        'GET /api/comments/item/3': () =>
          jsonResponse(200, {
            comment: makeComment(3, { comment_text: 'An old remark' }),
            parent: null,
            thread_index: 10,
            reply_index: null,
          }),
      },
    );
    const { user } = renderApp('/news/7#comment-3');

    const pinned = await screen.findByRole('region', { name: 'The comment you followed' });
    await user.click(within(pinned).getByRole('button', { name: 'View in thread' }));

    await waitFor(() =>
      expect(document.getElementById('comment-3')).toHaveAttribute('data-highlighted', 'true'),
    );
    expect(screen.queryByRole('region', { name: 'The comment you followed' })).toBeNull();
  });
});
