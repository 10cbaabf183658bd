// Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the built app, at
// the highest levels, once per build: the server sends these as they are (@fastify/static's
// preCompressed) instead of compressing each asset again on every request at a faster, weaker
// level. Images and WOFF2 fonts are compressed formats already and are left alone; TrueType fonts
// (the CV PDF's fallback faces) are not, and compress by a third.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ttf)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

const dist = path.resolve(process.argv[2] ?? 'dist');
let files = 0;
let before = 0;
let after = 0;
for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const content = fs.readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const brotli = zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(
    `${file}.gz`,
    zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  );
  files += 1;
  before += content.length;
  after += brotli.length;
}
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB as Brotli`,
);
