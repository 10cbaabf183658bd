import { ZJobDetail, type TJobDetail } from '@irreplaceable/contracts/jobs/job';
import { serialise } from '../../platform/http/cached-read';

/** A popularity no page can have, marking where the live figure goes in a serialised page. */
const MARK = String(Number.MIN_SAFE_INTEGER);

/**
 * Each cached page serialised once, in two halves around its popularity: a view changes only that
 * figure, so a page goes out as head + popularity + tail instead of being validated and
 * serialised again. Keyed by the cached object, so a half-pair goes when its page leaves the cache.
 */
const halvesOfPage = new WeakMap<TJobDetail, [string, string]>();

export function jobPageBody(page: TJobDetail, popularity: number): string {
  let halves = halvesOfPage.get(page);
  if (!halves) {
    const { body } = serialise(ZJobDetail, { ...page, search_popularity: Number(MARK) });
    const at = body.indexOf(MARK);
    // The mark appears once; were it ever to appear twice, serialise the whole page instead.
    if (at < 0 || body.indexOf(MARK, at + 1) >= 0) {
      return serialise(ZJobDetail, { ...page, search_popularity: popularity }).body;
    }
    halves = [body.slice(0, at), body.slice(at + MARK.length)];
    halvesOfPage.set(page, halves);
  }
  return `${halves[0]}${popularity}${halves[1]}`;
}
