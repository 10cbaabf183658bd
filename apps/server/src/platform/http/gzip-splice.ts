import zlib from 'node:zlib';

/** A gzip member's header: deflate, no flags, no time, unknown system (RFC 1952, section 2.3). */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

const deflatedOpen = (text: string) =>
  zlib.deflateRawSync(text, { finishFlush: zlib.constants.Z_SYNC_FLUSH });

/**
 * A text that changes only in one short place (a job page around its live popularity), gzipped
 * without compressing the long parts again: the head and the tail are deflated once, each on its
 * own and ending on a byte boundary, and a response adds only the middle's few bytes and the
 * checksum. The result is one ordinary gzip member, readable by every client that reads gzip.
 */
export function createGzipSplice(head: string, tail: string) {
  const headDeflated = deflatedOpen(head);
  const tailDeflated = zlib.deflateRawSync(tail);
  const headCrc = zlib.crc32(head);
  const fixedLength = Buffer.byteLength(head) + Buffer.byteLength(tail);
  return (middle: string): Buffer => {
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(zlib.crc32(tail, zlib.crc32(middle, headCrc)), 0);
    trailer.writeUInt32LE((fixedLength + Buffer.byteLength(middle)) % 2 ** 32, 4);
    return Buffer.concat([HEADER, headDeflated, deflatedOpen(middle), tailDeflated, trailer]);
  };
}
