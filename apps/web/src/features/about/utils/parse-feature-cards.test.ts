import { describe, expect, it } from 'vitest';
import { parseFeatureCards } from './parse-feature-cards';

describe('parseFeatureCards', () => {
  it('makes one card per ## heading and skips the note above them', () => {
    const markdown = [
      '# Advanced features',
      '',
      'One `## Title` per card.',
      '',
      '## Live analysis',
      '',
      'Written while you watch.',
      '',
      'Second paragraph.',
      '## Evidence ##',
      '- a list',
      '### a sub-heading stays in the text',
    ].join('\r\n');

    expect(parseFeatureCards(markdown)).toEqual([
      { title: 'Live analysis', body: 'Written while you watch.\n\nSecond paragraph.' },
      { title: 'Evidence', body: '- a list\n### a sub-heading stays in the text' },
    ]);
  });

  it('finds nothing in a file without cards', () => {
    expect(parseFeatureCards('# Only a title\n\nSome text.')).toEqual([]);
  });
});
