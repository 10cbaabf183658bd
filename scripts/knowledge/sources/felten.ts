import { SOC_CODE } from '../codes';
import { CSV, field } from '../delimited';
import { parseDecimal } from '../numbers';
import { readTable } from '../source-files';

const DIR = 'felten-aioe';

export interface FeltenScores {
  aioe: Map<string, number>;
  lmAioe: Map<string, number>;
  igAioe: Map<string, number>;
}

function readScores(sourceDir: string, file: string, column: string): Map<string, number> {
  const rows = readTable(sourceDir, `${DIR}/${file}`, CSV, ['SOC Code', column]);
  const map = new Map<string, number>();
  for (const row of rows) {
    const code = field(row, 'SOC Code').trim();
    if (!SOC_CODE.test(code) || map.has(code)) throw new Error(`${file}: bad or duplicate ${code}`);
    map.set(code, parseDecimal(field(row, column), column));
  }
  return map;
}

/** Standardised scores (mean 0, sd 1 across occupations) keyed by SOC 2010 code. */
export function readFelten(sourceDir: string): FeltenScores {
  return {
    aioe: readScores(sourceDir, 'aioe_appendix_a_occupations.csv', 'AIOE'),
    lmAioe: readScores(
      sourceDir,
      'language_modeling_aioe_occupations.csv',
      'Language Modeling AIOE',
    ),
    igAioe: readScores(sourceDir, 'image_generation_aioe_occupations.csv', 'Image Generation AIOE'),
  };
}
