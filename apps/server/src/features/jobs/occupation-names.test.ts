import { describe, expect, it } from 'vitest';
import type { TJobEvidence } from '@irreplaceable/contracts/analysis/job-analysis';
import { evidenceIn } from './occupation-names';

const evidence: TJobEvidence = {
  occupation: { code: '27-2099.00', title: 'Entertainers and Performers', title_zh: '演艺人员' },
  other_occupations: [
    { code: '41-9011.00', title: 'Demonstrators and Product Promoters', score: 0.5 },
    { code: '99-9999.99', title: 'Not in the knowledge base', score: 0.1 },
  ],
  studies: [],
  formula_version: 'v',
  data_version: 'd',
  confidence: 'low',
  studies_available: 0,
};

describe('other matching occupations', () => {
  it('are named in Chinese on a Chinese page', () => {
    const [known, unknown] = evidenceIn(evidence, 'zh').other_occupations;
    expect(known!.title).toMatch(/\p{Script=Han}/u);
    expect(known!.code).toBe('41-9011.00');
    // No Chinese name is known: the English one stays rather than none.
    expect(unknown!.title).toBe('Not in the knowledge base');
  });

  it('keep their O*NET titles on an English page', () => {
    expect(evidenceIn(evidence, 'en').other_occupations[0]!.title).toBe(
      'Demonstrators and Product Promoters',
    );
  });
});
