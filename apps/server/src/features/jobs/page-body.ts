import { ZJobDetail, type TJobDetail } from '@irreplaceable/contracts/jobs/job';
import type { CachedRead } from '../../platform/cache/read-cache';
import { etagOf, serialise, type SplicedRead } from '../../platform/http/cached-read';
import { createGzipSplice } from '../../platform/http/gzip-splice';

/** A popularity no page can have, marking where the live figure goes in a serialised page. */
const MARK = String(Number.MIN_SAFE_INTEGER);

interface PageHalves {
  head: Buffer;
  tail: Buffer;
  /** The halves' own tag, from which each view's tag is made with its popularity. */
  etag: string;
  gzip: (popularity: string) => Buffer;
}

/**
 * Each cached page serialised once, in two halves around its popularity, kept as UTF-8 bytes: a
 * view changes only that figure, so a page goes out as head + popularity + tail, copied rather
 * than validated, serialised and encoded again, and gzipped from the halves' deflated forms
 * instead of compressed again. Keyed by the cached object, so a half-pair goes when its page
 * leaves the cache.
 */
const halvesOfPage = new WeakMap<TJobDetail, PageHalves>();

/** The tag of a page as `halves` and `popularity` make it. */
const viewTag = (halves: PageHalves, popularity: string) =>
  `${halves.etag.slice(0, -1)}-${popularity}"`;

export function jobPageRead(page: TJobDetail, popularity: number): CachedRead | SplicedRead {
  let halves = halvesOfPage.get(page);
  if (!halves) {
    const { body } = serialise(ZJobDetail, { ...page, search_popularity: Number(MARK) });
    const at = body.indexOf(MARK);
    // The mark appears once; were it ever to appear twice, serialise the whole page instead.
    if (at < 0 || body.indexOf(MARK, at + 1) >= 0) {
      return serialise(ZJobDetail, { ...page, search_popularity: popularity });
    }
    const [head, tail] = [body.slice(0, at), body.slice(at + MARK.length)];
    halves = {
      head: Buffer.from(head),
      tail: Buffer.from(tail),
      etag: etagOf(body),
      gzip: createGzipSplice(head, tail),
    };
    halvesOfPage.set(page, halves);
  }
  const figure = String(popularity);
  const { head, tail, gzip } = halves;
  return {
    bytes: Buffer.concat([head, Buffer.from(figure), tail]),
    // The halves' tag (a hash of the page with its mark) and the figure name the body as well as a
    // hash of the whole body would, on every instance, with no hashing on a view.
    etag: viewTag(halves, figure),
    gzip: () => gzip(figure),
  };
}
