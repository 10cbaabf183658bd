import v8 from 'node:v8';

/**
 * Keeps V8's young generation at its starting size (two 1 MB halves) instead of letting it grow to
 * two 16 MB halves, which then stay resident for as long as the process runs: 30 MB less at rest.
 * Measured on this server, the CPU time of a cached read, a page written, a CV and an industry
 * analysed, and of a start, did not change. The growth factor is the one young-generation setting
 * that takes effect after start (its size limits are fixed when the heap is made), so this works
 * for `node apps/server/dist/main.js` without flags; the server calls it before its first request.
 */
export function keepYoungGenerationSmall(): void {
  v8.setFlagsFromString('--semi-space-growth-factor=1');
}
