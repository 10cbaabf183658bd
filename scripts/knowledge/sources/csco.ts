import type { CscoEntry } from '../../../packages/analyst/src/knowledge/types';
import { compareText } from '../codes';
import { CSV, field } from '../delimited';
import { parseDecimal } from '../numbers';
import { readTable } from '../source-files';

const DIR = 'china-csco-2022';

/** Names carry the flags S (数字职业) and L (绿色职业) as a suffix: `…人员L/S`. */
export function splitFlags(raw: string): { name: string; digital: boolean; green: boolean } {
  const match = /^(.*?)(L\/S|S\/L|L|S)$/.exec(raw.trim());
  // Only strip when what is left still ends in a CJK character, so Latin names keep their letters.
  if (match && /[\u4e00-\u9fff）)]$/.test(match[1] ?? '')) {
    const flags = match[2] ?? '';
    return { name: match[1] ?? '', digital: flags.includes('S'), green: flags.includes('L') };
  }
  return { name: raw.trim(), digital: false, green: false };
}

function splitAliases(text: string): string[] {
  return text
    .split(/[,，]/)
    .map((alias) => alias.trim())
    .filter((alias) => alias !== '');
}

/**
 * CSCO codes, names and job-board aliases. The definition and tasks columns are official 大典 text
 * under copyright and are never read.
 */
export function readCsco(sourceDir: string): CscoEntry[] {
  const rows = readTable(sourceDir, `${DIR}/csco22.csv`, CSV, ['level', 'code', 'name', 'alias']);
  const aliasRows = readTable(sourceDir, `${DIR}/csco22_aliases.csv`, CSV, ['alias', 'csco_code']);
  const extra = new Map<string, string[]>();
  for (const row of aliasRows) {
    const code = field(row, 'csco_code').trim();
    extra.set(code, [...(extra.get(code) ?? []), ...splitAliases(field(row, 'alias'))]);
  }
  return rows.map((row) => {
    const code = field(row, 'code').trim();
    const { name, digital, green } = splitFlags(field(row, 'name'));
    // The alias lists repeat the flagged name ("…人员L"), so aliases lose their flags too.
    const aliases = new Set(
      [...splitAliases(field(row, 'alias')), ...(extra.get(code) ?? [])].map(
        (a) => splitFlags(a).name,
      ),
    );
    aliases.delete(name);
    return {
      code,
      level: parseDecimal(field(row, 'level'), 'level'),
      name,
      digital,
      green,
      aliases: [...aliases].sort(compareText),
    };
  });
}
