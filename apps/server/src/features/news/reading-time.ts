import { NEWS } from '@irreplaceable/contracts/constants';

/**
 * Minutes to read a text: words at NEWS.wordsPerMinute plus Chinese characters at
 * NEWS.chineseCharsPerMinute, at least one minute.
 */
export function readingMinutes(text: string): number {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const words = text.replace(/\p{Script=Han}/gu, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu);
  const minutes = (words?.length ?? 0) / NEWS.wordsPerMinute + han / NEWS.chineseCharsPerMinute;
  return Math.max(1, Math.round(minutes));
}
