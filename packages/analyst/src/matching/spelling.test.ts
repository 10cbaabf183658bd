import { describe, expect, it } from 'vitest';
import { editDistanceWithin } from './edit-distance';
import { Vocabulary } from './spelling';

describe('editDistanceWithin', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours', () => {
    expect(editDistanceWithin('acountant', 'accountant', 2)).toBe(1);
    expect(editDistanceWithin('phsyician', 'physician', 2)).toBe(1);
    expect(editDistanceWithin('softwear', 'software', 2)).toBe(2);
    expect(editDistanceWithin('nurse', 'nurse', 1)).toBe(0);
  });

  it('gives up beyond the limit', () => {
    expect(editDistanceWithin('grafic', 'graphic', 1)).toBeNull();
    expect(editDistanceWithin('pizza', 'plumber', 2)).toBeNull();
  });
});

describe('Vocabulary', () => {
  const vocabulary = new Vocabulary(
    new Map([
      ['software', 50],
      ['softball', 2],
      ['teacher', 40],
      ['etcher', 3],
      ['front', 10],
      ['end', 30],
      ['nurse', 90],
      ['purse', 1],
    ]),
  );

  it('corrects within 1 for short words and 2 for longer ones, preferring the same first letter', () => {
    expect(vocabulary.correct('sofware')).toBe('software');
    expect(vocabulary.correct('softwear')).toBe('software');
    expect(vocabulary.correct('techer')).toBe('teacher');
    expect(vocabulary.correct('nurce')).toBe('nurse');
  });

  it('leaves known, short and hopeless words alone', () => {
    expect(vocabulary.correct('nurse')).toBeNull();
    expect(vocabulary.correct('rn')).toBeNull();
    expect(vocabulary.correct('asdfgh')).toBeNull();
  });

  it('splits compounds of two title words', () => {
    expect(vocabulary.splitCompound('frontend')).toEqual(['front', 'end']);
    expect(vocabulary.splitCompound('software')).toBeNull();
  });
});
