import { fileTypeFromBuffer } from 'file-type';
import type { DocumentKind } from './document-kinds';

/** What the bytes really are, in both languages, for the refusal ("a PNG image"). */
export type DetectedName = { en: string; zh: string };

export type Sniffed = { kind: DocumentKind } | { kind: null; detected: DetectedName };

const DETECTED_NAMES: Record<string, DetectedName> = {
  png: { en: 'a PNG image', zh: 'PNG 图片' },
  jpg: { en: 'a JPEG image', zh: 'JPEG 图片' },
  gif: { en: 'a GIF image', zh: 'GIF 图片' },
  webp: { en: 'a WebP image', zh: 'WebP 图片' },
  heic: { en: 'a HEIC image', zh: 'HEIC 图片' },
  tif: { en: 'a TIFF image', zh: 'TIFF 图片' },
  bmp: { en: 'a BMP image', zh: 'BMP 图片' },
  zip: { en: 'a ZIP archive', zh: 'ZIP 压缩包' },
  rar: { en: 'a RAR archive', zh: 'RAR 压缩包' },
  '7z': { en: 'a 7-Zip archive', zh: '7-Zip 压缩包' },
  gz: { en: 'a gzip archive', zh: 'gzip 压缩包' },
  xlsx: { en: 'an Excel workbook', zh: 'Excel 表格' },
  pptx: { en: 'a PowerPoint presentation', zh: 'PowerPoint 演示文稿' },
  odt: { en: 'an OpenDocument text', zh: 'OpenDocument 文档' },
  rtf: { en: 'an RTF document', zh: 'RTF 文档' },
  epub: { en: 'an e-book', zh: '电子书' },
  exe: { en: 'a Windows program', zh: 'Windows 程序' },
  elf: { en: 'a program', zh: '可执行程序' },
  mp4: { en: 'a video', zh: '视频' },
  mov: { en: 'a video', zh: '视频' },
  mp3: { en: 'an audio file', zh: '音频文件' },
  wav: { en: 'an audio file', zh: '音频文件' },
  xml: { en: 'an XML file', zh: 'XML 文件' },
  svg: { en: 'an SVG image', zh: 'SVG 图片' },
};
export const UNKNOWN_BINARY: DetectedName = {
  en: 'of a kind we cannot read',
  zh: '无法识别的格式',
};
const WEB_PAGE: DetectedName = { en: 'a web page', zh: '网页文件' };
/** An Office file of another kind inside an OLE container (Excel 97–2003, PowerPoint). */
export const OTHER_OFFICE_FILE: DetectedName = {
  en: 'an Office file that is not a Word document',
  zh: '不是 Word 文档的 Office 文件',
};

/** Markup is not a CV document, even when its bytes are text. */
const MARKUP = /^\s*(?:<!doctype|<html|<\?xml|<svg|<script)/i;

/** "a" or "an" before a word, by the sound of its first letter ("an audio/mpeg file"). */
const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/**
 * What a file is, from its bytes alone: a name can say anything. Text that starts with a
 * byte-order mark is text, whatever its first bytes look like (UTF-16 LE starts FF FE, which is
 * also how an MPEG audio frame starts). PDF and Word files are recognised by their structure
 * (file-type reads the zip of a .docx and the OLE container of a .doc); other text is text when it
 * decodes as UTF-8, UTF-16 or GB18030.
 */
export async function sniffDocument(bytes: Buffer, fileName: string): Promise<Sniffed> {
  const marked = decodeMarkedText(bytes);
  const type = marked === null ? await fileTypeFromBuffer(bytes) : undefined;
  if (type?.ext === 'pdf') return { kind: 'pdf' };
  if (type?.ext === 'docx') return { kind: 'docx' };
  // An OLE container: Word 97–2003, or an encrypted Office file, or another Office format; the
  // reader tells them apart.
  if (type?.ext === 'cfb') return { kind: 'doc' };
  if (type) {
    return {
      kind: null,
      detected: DETECTED_NAMES[type.ext] ?? {
        en: `${withArticle(type.mime)} file`,
        zh: `${type.mime} 文件`,
      },
    };
  }
  const text = marked ?? decodeText(bytes);
  if (text === null) return { kind: null, detected: UNKNOWN_BINARY };
  if (MARKUP.test(text.slice(0, 200))) return { kind: null, detected: WEB_PAGE };
  return { kind: /\.(md|markdown)$/i.test(fileName) ? 'md' : 'txt' };
}

const BYTE_ORDER_MARKS = [
  { mark: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { mark: [0xff, 0xfe], encoding: 'utf-16le' },
  { mark: [0xfe, 0xff], encoding: 'utf-16be' },
] as const;

/** Control characters that no text file has (tab, line and page ends are text). */
const NOT_TEXT = /(?![\t\n\v\f\r])[\p{Cc}\uFFFE\uFFFF]/gu;

/** Decoded text that reads as text: a few stray control characters at most. */
function readsAsText(text: string): boolean {
  return (text.match(NOT_TEXT)?.length ?? 0) <= text.length * 0.01;
}

function decodeStrict(bytes: Uint8Array, encoding: string): string | null {
  try {
    const text = new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
    return readsAsText(text) ? text : null;
  } catch {
    return null;
  }
}

/** The text of a file that starts with a byte-order mark, or null (no mark, or not text). */
function decodeMarkedText(bytes: Buffer): string | null {
  for (const { mark, encoding } of BYTE_ORDER_MARKS) {
    if (mark.every((byte, at) => bytes[at] === byte)) {
      return decodeStrict(bytes.subarray(mark.length), encoding);
    }
  }
  return null;
}

/**
 * UTF-16 saved without a mark: nearly every other byte is zero (Latin letters, digits, spaces
 * and line ends, which Chinese CVs have plenty of too), always on the same side of each pair.
 */
function unmarkedUtf16(bytes: Buffer): 'utf-16le' | 'utf-16be' | null {
  if (bytes.length < 8 || bytes.length % 2 !== 0) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let at = 0; at < bytes.length; at += 2) {
    if (bytes[at] === 0) evenZeros += 1;
    if (bytes[at + 1] === 0) oddZeros += 1;
  }
  const pairs = bytes.length / 2;
  const [many, few] = oddZeros > evenZeros ? [oddZeros, evenZeros] : [evenZeros, oddZeros];
  if (many < pairs * 0.1 || few > pairs * 0.02 || few * 5 > many) return null;
  return oddZeros > evenZeros ? 'utf-16le' : 'utf-16be';
}

/** The text of a plain-text file, or null when the bytes are not text. */
export function decodeText(bytes: Buffer): string | null {
  const marked = decodeMarkedText(bytes);
  if (marked !== null) return marked;
  if (bytes.includes(0)) {
    const encoding = unmarkedUtf16(bytes);
    return encoding ? decodeStrict(bytes, encoding) : null;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Many Chinese CVs saved as plain text are GB2312/GBK; GB18030 decodes them.
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(bytes);
    } catch {
      return null;
    }
  }
}
