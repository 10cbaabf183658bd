import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Language } from '@irreplaceable/contracts/constants';

/** The element that carries a server-rendered page's data to the browser (JSON, never run). */
export const SERVER_STATE_ID = 'server-state';

/** What the server rendered with, so the browser's first render is the same tree. */
export type TServerState = {
  language: Language;
  /** When the server drew the page: relative times hydrate as it wrote them. */
  renderedAt: number;
  /** The site address the page's absolute links were rendered with. */
  origin: string;
  queries: DehydratedState;
  router: HydrationState;
};

/** The state of a page the server rendered, or null when the page was not server-rendered. */
export function readServerState(): TServerState | null {
  if (read === undefined) {
    const text =
      typeof document === 'undefined'
        ? null
        : document.getElementById(SERVER_STATE_ID)?.textContent;
    read = text ? (JSON.parse(text) as TServerState) : null;
  }
  return read;
}

/** Parsed once: the element is read by the language set-up and by the hydration. */
let read: TServerState | null | undefined;

/** JSON safe to put inside a `<script>` element: nothing in it can close or open a tag. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
