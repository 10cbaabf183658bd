import { describe, expect, it } from 'vitest';
import { readDocument } from './read-document';

describe('reading any document', () => {
  it('puts back ideographs that text copied out of a PDF carries as radicals', async () => {
    const bytes = new Uint8Array(Buffer.from('2019年7⽉⾄今  上海某连锁⻔店  ⽤⼾运营\n'));
    expect(await readDocument({ kind: 'txt', bytes })).toEqual({
      ok: true,
      text: '2019年7月至今  上海某连锁门店  用户运营\n',
      pages: null,
    });
  });
});
