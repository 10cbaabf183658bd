/**
 * Unit tests of the pure build rules in scripts/knowledge. They live here because the analyst
 * package is the one with a vitest project; the build code they test has no other test runner.
 */
import { describe, expect, it } from 'vitest';
import { categoryOf } from '../../../../scripts/knowledge/categories';
import { CSV, parseRecords } from '../../../../scripts/knowledge/delimited';
import { mapSoc2010ToSoc2018 } from '../../../../scripts/knowledge/mapping/soc2010-to-soc2018';
import { round4 } from '../../../../scripts/knowledge/numbers';
import { expandTitle } from '../../../../scripts/knowledge/title-variants';

describe('delimited parser', () => {
  it('handles quotes, doubled quotes, embedded delimiters and line breaks, CRLF and a BOM', () => {
    const text = '\uFEFFa,b,c\r\n1,"x, ""y""",\n2,"multi\nline",z\n';
    expect(parseRecords(text, CSV)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, "y"', ''],
      ['2', 'multi\nline', 'z'],
    ]);
  });

  it('keeps a bare quote inside an unquoted tab-separated field', () => {
    expect(parseRecords('a\t5" pipe\n', { delimiter: '\t', quoted: false })).toEqual([
      ['a', '5" pipe'],
    ]);
  });
});

describe('title variants', () => {
  it.each([
    ['Registered Nurse (RN)', ['Registered Nurse', 'RN']],
    ['CEO (Chief Executive Officer)', ['CEO', 'Chief Executive Officer']],
    ['HR Tech (Human Resources Technician)', ['HR Tech', 'Human Resources Technician']],
    [
      'Transportation Security Administration (TSA) Screener',
      ['Transportation Security Administration Screener', 'TSA Screener'],
    ],
    ['Singer (Burning)', []],
    ['Cybersecurity Analyst (Cyber)', []],
  ])('%s', (title, expected) => {
    expect(expandTitle(title)).toEqual(expected);
  });
});

describe('categories', () => {
  it('uses the longest matching prefix', () => {
    expect(categoryOf('11-1011.00')).toBe('business-management');
    expect(categoryOf('11-9111.00')).toBe('healthcare');
    expect(categoryOf('11-9121.01')).toBe('healthcare');
    expect(categoryOf('11-9121.00')).toBe('engineering-science');
    expect(categoryOf('15-1252.00')).toBe('technology');
    expect(categoryOf('55-1011.00')).toBe('military');
  });
});

describe('SOC 2010 → 2018 aggregation', () => {
  const crosswalk = new Map([
    ['15-1132', ['15-1252', '15-1253']],
    ['15-1133', ['15-1252', '15-1253']],
    ['11-1011', ['11-1011']],
  ]);
  const result = mapSoc2010ToSoc2018(
    new Map([
      ['15-1132', 0.042],
      ['15-1133', 0.13],
      ['11-1011', 0.015],
      ['29-1111', 0.009],
    ]),
    crosswalk,
    [{ source: '29-1111', targets: ['29-1141'], confidence: 'high' }],
  );

  it('averages several source codes and records them', () => {
    expect(result.bySoc.get('15-1252')).toEqual({
      value: 0.086,
      how: 'crosswalk',
      from: ['15-1132', '15-1133'],
      range: [0.042, 0.13],
      confidence: null,
    });
  });

  it('marks exact and derived values', () => {
    expect(result.bySoc.get('11-1011')?.how).toBe('exact');
    expect(result.bySoc.get('29-1141')).toMatchObject({ how: 'derived', confidence: 'high' });
    expect(result.unmapped).toEqual([]);
  });

  it('rounds to 4 significant digits', () => {
    expect(round4(0.48076923)).toBe(0.4808);
    expect(round4(1693.8)).toBe(1694);
    expect(round4(-0.00001234567)).toBe(-0.00001235);
  });
});
