import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createGzipSplice } from './gzip-splice';

describe('a gzip spliced around a changing middle', () => {
  const head = `{"title":"Registered Nurse","title_zh":"注册护士","tasks":${JSON.stringify(Array(200).fill('Assess patients'))},"search_popularity":`;
  const tail = `,"summary":"${'Care that a model cannot give. '.repeat(100)}护理"}`;
  const splice = createGzipSplice(head, tail);

  it.each(['0', '7', '1234567', '', '负'])('reads back as head + %j + tail', (middle) => {
    const gzipped = splice(middle);
    expect(zlib.gunzipSync(gzipped).toString()).toBe(`${head}${middle}${tail}`);
  });

  it('reads back with a middle longer than one stored block', () => {
    const middle = '7'.repeat(70_000);
    expect(zlib.gunzipSync(splice(middle)).toString()).toBe(`${head}${middle}${tail}`);
  });

  it('keeps the long parts compressed', () => {
    expect(splice('42').length).toBeLessThan(zlib.gzipSync(`${head}42${tail}`).length * 1.2);
  });

  it('is refused by a reader when a byte is changed, as any gzip is', () => {
    const gzipped = splice('42');
    gzipped[gzipped.length - 6]! ^= 0xff;
    expect(() => zlib.gunzipSync(gzipped)).toThrow();
  });
});
