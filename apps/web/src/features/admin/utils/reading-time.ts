import { NEWS } from '@irreplaceable/contracts/constants';

/** The readable text of article HTML, as the reader will see it. */
export function htmlText(html: string): string {
  if (html.trim() === '') return '';
  // DOMParser runs nothing; scripts and styles are simply not text anyone reads.
  const document = new DOMParser().parseFromString(html, 'text/html');
  document.body.querySelectorAll('script, style').forEach((element) => element.remove());
  // Block ends are word breaks: "</p><p>" must not glue two words together.
  document.body
    .querySelectorAll('p, h1, h2, h3, h4, li, blockquote, figcaption, tr, br')
    .forEach((element) => {
      element.append(' ');
    });
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Minutes to read a text, as the server computes it on save: words at NEWS.wordsPerMinute plus
 * Chinese characters at NEWS.chineseCharsPerMinute, at least one minute.
 */
export function readingMinutes(text: string): number {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const words = text.replace(/\p{Script=Han}/gu, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu);
  const minutes = (words?.length ?? 0) / NEWS.wordsPerMinute + han / NEWS.chineseCharsPerMinute;
  return Math.max(1, Math.round(minutes));
}
