import zlib from 'node:zlib';

/** A gzip member's header: deflate, no flags, no time, unknown system (RFC 1952, section 2.3). */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

/** The most a stored deflate block holds (RFC 1951, section 3.2.4). */
const STORED_BLOCK_BYTES = 0xffff;

/**
 * Bytes as deflate's stored (uncompressed) blocks, none of them the last. Each starts on a byte
 * boundary, where the head's sync flush leaves the stream: a header byte of zeros, then the length
 * and its complement. A few digits gain nothing from compression, and a stored block costs no
 * compressor (a zlib stream with its buffers) for each response.
 */
function storedBlocks(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  do {
    const length = Math.min(STORED_BLOCK_BYTES, bytes.length - at);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(length, 1);
    header.writeUInt16LE(~length & 0xffff, 3);
    parts.push(header, bytes.subarray(at, at + length));
    at += length;
  } while (at < bytes.length);
  return Buffer.concat(parts);
}

/**
 * A text that changes only in one short place (a job page around its live popularity), gzipped
 * without compressing the long parts again: the head and the tail are deflated once, each on its
 * own and ending on a byte boundary, and a response adds only the middle's few bytes, stored as
 * they are, and the checksum. The result is one ordinary gzip member, readable by every client
 * that reads gzip.
 */
export function createGzipSplice(head: string, tail: string) {
  const headDeflated = zlib.deflateRawSync(head, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const tailBytes = Buffer.from(tail);
  const tailDeflated = zlib.deflateRawSync(tailBytes);
  const headCrc = zlib.crc32(head);
  const fixedLength = Buffer.byteLength(head) + tailBytes.length;
  return (middle: string): Buffer => {
    const middleBytes = Buffer.from(middle);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(zlib.crc32(tailBytes, zlib.crc32(middleBytes, headCrc)), 0);
    trailer.writeUInt32LE((fixedLength + middleBytes.length) % 2 ** 32, 4);
    return Buffer.concat([HEADER, headDeflated, storedBlocks(middleBytes), tailDeflated, trailer]);
  };
}
