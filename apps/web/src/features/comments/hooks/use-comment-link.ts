import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { TComment } from '@irreplaceable/contracts/comments/comment';
import type { TListCommentsResponse } from '@irreplaceable/contracts/comments/list-comments';
import { useLinkedComment } from '../api/get-comment';

type TCommentsQuery = UseInfiniteQueryResult<InfiniteData<TListCommentsResponse>>;

/** `#comment-12` (an inbox link) names the comment to bring into view. */
export function commentIdFromHash(hash: string): number | null {
  const id = Number(/^#comment-(\d+)$/.exec(hash)?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const isListed = (items: TComment[], id: number) =>
  items.some((item) => item.id === id || item.children.some((reply) => reply.id === id));

/**
 * Follows a link to a comment. When the comment is on the loaded page it is highlighted where it
 * is; otherwise (a reply past the first five, or a comment past the first page) it is fetched
 * on its own and pinned at the top of the section, and "view in thread" loads the pages and
 * replies it sits among, then moves the highlight there.
 */
export function useCommentLink(newsId: number, comments: TCommentsQuery) {
  const { hash } = useLocation();
  const linkedId = commentIdFromHash(hash);
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const isInList = linkedId !== null && isListed(items, linkedId);
  const linked = useLinkedComment(newsId, linkedId, comments.isSuccess && !isInList);
  // Progress of "view in thread", for the comment the hash names now.
  const [progress, setProgress] = useState<{ id: number; isDone: boolean } | null>(null);
  const current = progress?.id === linkedId ? progress : null;

  const found = linked.data?.comment.news_id === newsId ? linked.data : null;
  const threadId = found ? (found.parent?.id ?? found.comment.id) : null;
  const isThreadLoaded = threadId !== null && items.some((item) => item.id === threadId);
  const isRevealing = current !== null && !current.isDone;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = comments;

  useEffect(() => {
    if (isRevealing && !isThreadLoaded && hasNextPage && !isFetchingNextPage) {
      void fetchNextPage();
    }
  }, [isRevealing, isThreadLoaded, hasNextPage, isFetchingNextPage, fetchNextPage]);

  // A top-level comment is in place as soon as its page is loaded (isInList); a reply once its
  // thread has opened as far as it, which the thread reports.
  const handleRevealed = () => {
    if (linkedId !== null && current?.isDone !== true) setProgress({ id: linkedId, isDone: true });
  };

  const isShownInPlace = isInList || current?.isDone === true;
  return {
    /** The comment to highlight where it stands in the list. */
    highlightedId: comments.isSuccess && isShownInPlace ? linkedId : null,
    /** The linked comment and its thread, shown pinned until it is shown in place. */
    pinned: !isShownInPlace && found ? found : null,
    isRevealing,
    revealInThread: () => linkedId !== null && setProgress({ id: linkedId, isDone: false }),
    /** The thread that must open its replies as far as the linked one, and how far. */
    reveal:
      isRevealing && isThreadLoaded && threadId !== null && found?.reply_index != null
        ? { threadId, replyIndex: found.reply_index }
        : null,
    handleRevealed,
  };
}
