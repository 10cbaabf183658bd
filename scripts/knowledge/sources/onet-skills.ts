import { ONET_CODE } from '../codes';
import { field, ONET_TSV } from '../delimited';
import { parseDecimal } from '../numbers';
import { readTable } from '../source-files';

const DIR = 'onet-29.3-skills';

export interface ElementName {
  id: string;
  name: string;
}

export interface ElementRatings {
  /** Elements in the order of the file (O*NET's content-model order). */
  elements: ElementName[];
  /** O*NET code → element ID → importance (1–5); suppressed estimates are left out. */
  importance: Map<string, Map<string, number>>;
}

/**
 * Skills.txt or Knowledge.txt: only the importance scale (`IM`) is read. Rows that O*NET marks
 * `Recommend Suppress = Y` (too imprecise to publish) are skipped, as the README advises.
 */
export function readElementRatings(
  sourceDir: string,
  file: 'Skills.txt' | 'Knowledge.txt',
): ElementRatings {
  const rows = readTable(sourceDir, `${DIR}/${file}`, ONET_TSV, [
    'O*NET-SOC Code',
    'Element ID',
    'Element Name',
    'Scale ID',
    'Data Value',
    'Recommend Suppress',
  ]);
  const elements = new Map<string, string>();
  const importance = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const id = field(row, 'Element ID');
    if (!elements.has(id)) elements.set(id, field(row, 'Element Name').trim());
    if (field(row, 'Scale ID') !== 'IM' || field(row, 'Recommend Suppress') === 'Y') continue;
    const code = field(row, 'O*NET-SOC Code');
    if (!ONET_CODE.test(code)) throw new Error(`${file}: bad code ${code}`);
    const ratings = importance.get(code) ?? new Map<string, number>();
    ratings.set(id, parseDecimal(field(row, 'Data Value'), `${file} ${code} ${id}`));
    importance.set(code, ratings);
  }
  return { elements: [...elements].map(([id, name]) => ({ id, name })), importance };
}

export interface TechnologyUse {
  code: string;
  /** The product or product family as O*NET names it ("Microsoft Excel"). */
  name: string;
  commodity: string;
  commodityTitle: string;
  hot: boolean;
  inDemand: boolean;
}

/** Technology Skills.txt: the software each occupation uses, with O*NET's Hot and In Demand flags. */
export function readTechnologySkills(sourceDir: string): TechnologyUse[] {
  const rows = readTable(sourceDir, `${DIR}/Technology Skills.txt`, ONET_TSV, [
    'O*NET-SOC Code',
    'Example',
    'Commodity Code',
    'Commodity Title',
    'Hot Technology',
    'In Demand',
  ]);
  return rows.map((row) => {
    const code = field(row, 'O*NET-SOC Code');
    if (!ONET_CODE.test(code)) throw new Error(`Technology Skills.txt: bad code ${code}`);
    return {
      code,
      name: field(row, 'Example').trim(),
      commodity: field(row, 'Commodity Code').trim(),
      commodityTitle: field(row, 'Commodity Title').trim(),
      hot: field(row, 'Hot Technology') === 'Y',
      inDemand: field(row, 'In Demand') === 'Y',
    };
  });
}
