import { describe, expect, it } from 'vitest';
import { ZUpdateMeRequest } from './update-me';
import { isAcceptableUsername, isReservedUsername, usernameKey } from './username';

describe('usernames', () => {
  it('reads names that look the same as one name', () => {
    const key = usernameKey('Ann_Lee');
    for (const lookAlike of [
      'ann lee',
      'ANN-LEE',
      'аnn.lee',
      'Ann Lее',
      'ＡｎｎＬｅｅ',
      'Ann_1ee',
    ]) {
      expect(usernameKey(lookAlike), lookAlike).toBe(key);
    }
    expect(usernameKey('Ann Leigh')).not.toBe(key);
    expect(usernameKey('李明')).not.toBe(usernameKey('李朋'));
  });

  it('refuses invisible, direction-changing and mixed-alphabet names', () => {
    for (const name of [
      'admin\u202e',
      'an\u200bn',
      'ann\u0007',
      'раypal',
      'a  b',
      '-ann',
      'ann!',
      '<b>x</b>',
    ]) {
      expect(isAcceptableUsername(name.normalize('NFKC').trim()), JSON.stringify(name)).toBe(false);
    }
    for (const name of ['Ann Lee', '李明', 'José_María', 'Ольга', 'dev-42', 'Zhang Wei 张伟']) {
      expect(isAcceptableUsername(name), name).toBe(true);
    }
  });

  it('keeps the site and its staff from being impersonated', () => {
    for (const name of [
      'admin',
      'Admin',
      'аdmin',
      'Irreplaceable Support',
      '不可替代小助手',
      '管理员',
    ]) {
      expect(isReservedUsername(name), name).toBe(true);
    }
    expect(isReservedUsername('Adam Min')).toBe(false);
  });

  it('gives the profile form and the API one rule, with codes the form translates', () => {
    const parse = (username: string) => ZUpdateMeRequest.safeParse({ username });
    expect(parse('  Ann Lee ').data).toEqual({ username: 'Ann Lee' });
    expect(parse('ＡｎｎＬｅｅ').data).toEqual({ username: 'AnnLee' });
    expect(parse('ann\u202e').error?.issues[0]?.message).toBe('username_characters');
    expect(parse('a').error?.issues[0]?.message).toBe('username_too_short');
  });
});
