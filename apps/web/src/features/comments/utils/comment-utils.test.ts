import { describe, expect, it } from 'vitest';
import { hasMention, insertMention } from './mention';
import { shortenUsername } from './shorten-username';

describe('shortenUsername', () => {
  it('keeps names of up to 12 characters and cuts longer ones to 8 and an ellipsis', () => {
    expect(shortenUsername('Ada Lovelace')).toBe('Ada Lovelace');
    expect(shortenUsername('Ada Lovelace!')).toBe('Ada Love…');
    expect(shortenUsername('一二三四五六七八九十甲乙丙')).toBe('一二三四五六七八…');
    expect(shortenUsername('😀😀😀😀😀😀😀😀😀😀😀😀😀')).toBe('😀😀😀😀😀😀😀😀…');
  });
});

describe('insertMention', () => {
  it('puts the mention at the start of the text', () => {
    expect(insertMention('', null, 'bob')).toBe('@bob ');
    expect(insertMention('  good point', null, 'bob')).toBe('@bob good point');
  });

  it('replaces the earlier mention where it is', () => {
    expect(insertMention('thanks @bob for this', 'bob', 'carol')).toBe('thanks @carol for this');
  });

  it('adds a new one when the earlier mention was deleted by hand', () => {
    expect(insertMention('thanks for this', 'bob', 'carol')).toBe('@carol thanks for this');
  });

  it('tells whether the text still mentions someone', () => {
    expect(hasMention('@bob hi', 'bob')).toBe(true);
    expect(hasMention('hi', 'bob')).toBe(false);
  });
});
