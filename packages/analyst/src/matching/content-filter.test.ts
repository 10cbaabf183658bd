import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../knowledge/load-knowledge';
import { isInappropriate } from './content-filter';
import { EDITORIAL_TITLES } from './editorial';

describe('isInappropriate', () => {
  it('refuses listed words and phrases in English and Chinese', () => {
    for (const q of [
      'fuck',
      'porn star',
      'prostitute',
      'drug dealer',
      'hitman',
      'terrorist',
      '操你妈',
      '毒贩',
      '色情主播',
    ]) {
      expect(isInappropriate(q), q).toBe(true);
    }
  });

  it('sees through common disguises', () => {
    for (const q of [
      'f*ck you',
      'fuuuck',
      'f u c k',
      'sh1t job',
      'b!tch',
      'Drug-Dealer',
      'PROSTITUTES',
      '傻 逼',
      'nmsl',
      'asssshole',
    ]) {
      expect(isInappropriate(q), q).toBe(true);
    }
  });

  it('matches whole words only', () => {
    for (const q of [
      'therapist',
      'assistant',
      'cocktail waitress',
      'Scunthorpe',
      'class analyst',
      'dickens scholar',
    ]) {
      expect(isInappropriate(q), q).toBe(false);
    }
  });

  it('allows the work of fighting or treating harm', () => {
    for (const q of [
      'drug counselor',
      'rape crisis counselor',
      'anti-terrorist analyst',
      '禁毒社工',
      'sex therapist',
    ]) {
      expect(isInappropriate(q), q).toBe(false);
    }
  });

  it('refuses no O*NET title and none of our Chinese names', () => {
    const knowledge = loadKnowledge();
    const refused: string[] = [];
    for (const entry of knowledge.titles) {
      for (const [text] of entry.en) if (isInappropriate(text)) refused.push(text);
      for (const alias of entry.zh) if (isInappropriate(alias)) refused.push(alias);
    }
    for (const o of knowledge.occupations) {
      if (o.titleZh && isInappropriate(o.titleZh)) refused.push(o.titleZh);
    }
    for (const e of EDITORIAL_TITLES) {
      for (const form of [e.title, e.titleZh, ...e.en, ...e.zh])
        if (isInappropriate(form)) refused.push(form);
    }
    expect(refused).toEqual([]);
  }, 60_000);
});
