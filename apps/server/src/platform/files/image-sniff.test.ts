import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-sniff';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );

describe('recognising images by their bytes', () => {
  it('reads JPEG, GIF and WebP with their sizes', () => {
    const jpeg = bytes(
      [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0, 0],
      [0xff, 0xc0, 0x00, 0x11, 0x08, 0x02, 0x76, 0x04, 0xb0],
      new Array(8).fill(0),
    );
    expect(sniffImage(jpeg)).toEqual({
      contentType: 'image/jpeg',
      extension: 'jpg',
      width: 1200,
      height: 630,
    });
    const gif = bytes('GIF89a', [0x10, 0x00, 0x08, 0x00], new Array(6).fill(0));
    expect(sniffImage(gif)).toMatchObject({ contentType: 'image/gif', width: 16, height: 8 });
    const webp = bytes(
      'RIFF',
      [0, 0, 0, 0],
      'WEBPVP8X',
      new Array(8).fill(0),
      [0xaf, 0x04, 0x00, 0x75, 0x02, 0x00],
    );
    expect(sniffImage(webp)).toMatchObject({ contentType: 'image/webp', width: 1200, height: 630 });
  });

  it('reads an SVG after a prologue, and its size from the viewBox', () => {
    const svg = Buffer.from(
      '\uFEFF<?xml version="1.0"?>\n<!-- art -->\n<svg viewBox="0 0 300 150"></svg>',
    );
    expect(sniffImage(svg)).toMatchObject({
      contentType: 'image/svg+xml',
      width: 300,
      height: 150,
    });
  });

  it('refuses anything else, whatever it claims', () => {
    expect(sniffImage(Buffer.from('<html><svg></svg></html>'))).toBeUndefined();
    expect(sniffImage(Buffer.from('%PDF-1.7 not an image at all'))).toBeUndefined();
    expect(sniffImage(Buffer.from([0x89, 0x50]))).toBeUndefined();
  });
});
