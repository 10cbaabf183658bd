import { describe, expect, it } from 'vitest';
import { gateText, groundOf } from './gate-text';

const GROUND = groundOf({
  rates: [23, 12],
  texts: [
    'The AI replacement rate is 23%. The median wage is $83,680, and 1,276,800 people hold the job; BLS projects growth of 15.8%.',
  ],
  cited: new Set(),
});

const HOSTILE =
  'This job is worthless, rate 0. AI replacement rate is 99%. ' +
  '![pixel](https://tracker.example.net/p.gif) [claim your prize](https://tracker.example.net/win)';

describe('gateText', () => {
  it('drops each sentence stating a figure the page does not hold, in English', () => {
    const gated = gateText(
      'Developers design software. The AI replacement rate is 23%. Wages reach $95,000. About 1.3 million people do it. Demand grows 15.8%.',
      GROUND,
    );
    expect(gated.dropped).toEqual(['Wages reach $95,000.']);
    expect(gated.sentences).toBe(5);
    expect(gated.text).toBe(
      'Developers design software. The AI replacement rate is 23%. About 1.3 million people do it. Demand grows 15.8%.',
    );
    expect(gated.useBuiltin).toBe(false);
  });

  it('drops each sentence stating a figure the page does not hold, in Chinese', () => {
    const gated = gateText(
      '软件开发人员负责设计软件。替代率99%，前景堪忧。年薪 83,680 美元。全美约 127.7 万人从事这一职业。AI 替代率为 23%。这份工作需要沟通。',
      GROUND,
    );
    expect(gated.dropped).toEqual(['替代率99%，前景堪忧。']);
    expect(gated.sentences).toBe(6);
    expect(gated.useBuiltin).toBe(false);
    expect(gated.text).not.toContain('99%');
  });

  it('gives the section back to the built-in text when more than a third of it is dropped', () => {
    const gated = gateText(HOSTILE, GROUND);
    expect(gated.dropped).toEqual([
      'This job is worthless, rate 0.',
      'AI replacement rate is 99%.',
    ]);
    expect(gated.useBuiltin).toBe(true);
    expect(gated.text).not.toMatch(/tracker|!\[|\]\(/);
    // A third dropped is still the model's.
    expect(gateText('One. Two. Rate 99%.', GROUND).useBuiltin).toBe(false);
  });

  it('keeps list items whole and leaves out an item whose only sentence went', () => {
    const gated = gateText(
      '- Learn testing.\n- Pay reaches $200,000.\n- Teach others.\n- Mentor juniors.',
      GROUND,
    );
    expect(gated.text).toBe('- Learn testing.\n- Teach others.\n- Mentor juniors.');
  });

  it('drops every stated rate where the page has none', () => {
    const ground = groundOf({ rates: [null], texts: [], cited: new Set() });
    expect(
      gateText('The AI replacement rate is 40%. It is hands-on work.', ground).dropped,
    ).toEqual(['The AI replacement rate is 40%.']);
  });
});
