import { describe, expect, it } from 'vitest';
import { mentionsUsername } from './create-comment';

describe('mentionsUsername', () => {
  it.each([
    ['@ada hello', 'ada'],
    ['hello @Ada', 'ada'],
    ['thanks, @ada.', 'ada'],
    ['@ada, @bob', 'ada'],
    ['你好 @小明！', '小明'],
    ['cc @Ada Lovelace please', 'Ada Lovelace'],
    ['@a.b+c (yes)', 'a.b+c'],
  ])('finds the mention in %j of %j', (text, username) => {
    expect(mentionsUsername(text, username)).toBe(true);
  });

  it.each([
    ['@adam hello', 'ada'],
    ['@ada.lovelace', 'ada'],
    ['@ada_b', 'ada'],
    ['ada without the sign', 'ada'],
    ['mail ada@example.com', 'ada'],
    ['@abc', 'a.c'],
  ])('finds no mention in %j of %j', (text, username) => {
    expect(mentionsUsername(text, username)).toBe(false);
  });
});
