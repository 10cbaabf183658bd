/** The image types we accept, recognised by their bytes rather than by a file name. */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/svg+xml';

export interface SniffedImage {
  contentType: ImageType;
  extension: 'jpg' | 'png' | 'webp' | 'gif' | 'svg';
  width: number | null;
  height: number | null;
}

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) =>
  bytes.every((byte, index) => buffer[offset + index] === byte);

const ascii = (buffer: Buffer, start: number, end: number) =>
  buffer.subarray(start, end).toString('latin1');

function jpegSize(buffer: Buffer): { width: number; height: number } | undefined {
  let offset = 2;
  while (offset + 9 < buffer.length) {
    if (buffer[offset] !== 0xff) return undefined;
    const marker = buffer[offset + 1]!;
    // Start-of-frame markers carry the size; C4, C8 and CC are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: buffer.readUInt16BE(offset + 5), width: buffer.readUInt16BE(offset + 7) };
    }
    offset += 2 + buffer.readUInt16BE(offset + 2);
  }
  return undefined;
}

function webpSize(buffer: Buffer): { width: number; height: number } | undefined {
  const chunk = ascii(buffer, 12, 16);
  if (chunk === 'VP8X' && buffer.length >= 30) {
    return { width: 1 + buffer.readUIntLE(24, 3), height: 1 + buffer.readUIntLE(27, 3) };
  }
  if (chunk === 'VP8 ' && buffer.length >= 30) {
    return { width: buffer.readUInt16LE(26) & 0x3fff, height: buffer.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && buffer.length >= 25) {
    const bits = buffer.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return undefined;
}

function svgSize(text: string): { width: number | null; height: number | null } {
  const root = text.match(/<svg\b[^>]*>/i)?.[0] ?? '';
  const attribute = (name: string) => {
    const value = root.match(new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(px)?\\s*["']`))?.[1];
    return value ? Math.round(Number(value)) : null;
  };
  let width = attribute('width');
  let height = attribute('height');
  const viewBox = root
    .match(/viewBox\s*=\s*["']([^"']+)["']/)?.[1]
    ?.trim()
    .split(/[\s,]+/);
  if (viewBox?.length === 4) {
    width ??= Math.round(Number(viewBox[2])) || null;
    height ??= Math.round(Number(viewBox[3])) || null;
  }
  return { width, height };
}

/** An SVG document: optional BOM, XML declaration, comments and doctype, then an <svg> root. */
function looksLikeSvg(buffer: Buffer): string | undefined {
  const head = buffer
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const prologue = /^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<svg[\s>]/i.test(
    head,
  );
  return prologue ? buffer.toString('utf8') : undefined;
}

/** Recognises JPEG, PNG, GIF, WebP and SVG by content, with their pixel size when readable. */
export function sniffImage(buffer: Buffer): SniffedImage | undefined {
  if (buffer.length < 12) return undefined;
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) {
    const size = jpegSize(buffer);
    return {
      contentType: 'image/jpeg',
      extension: 'jpg',
      width: size?.width ?? null,
      height: size?.height ?? null,
    };
  }
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && buffer.length >= 24) {
    return {
      contentType: 'image/png',
      extension: 'png',
      width: buffer.readUInt32BE(16),
      height: buffer.readUInt32BE(20),
    };
  }
  const signature = ascii(buffer, 0, 6);
  if (signature === 'GIF87a' || signature === 'GIF89a') {
    return {
      contentType: 'image/gif',
      extension: 'gif',
      width: buffer.readUInt16LE(6),
      height: buffer.readUInt16LE(8),
    };
  }
  if (ascii(buffer, 0, 4) === 'RIFF' && ascii(buffer, 8, 12) === 'WEBP') {
    const size = webpSize(buffer);
    return {
      contentType: 'image/webp',
      extension: 'webp',
      width: size?.width ?? null,
      height: size?.height ?? null,
    };
  }
  const svg = looksLikeSvg(buffer);
  if (svg !== undefined) return { contentType: 'image/svg+xml', extension: 'svg', ...svgSize(svg) };
  return undefined;
}
