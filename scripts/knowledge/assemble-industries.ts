import fs from 'node:fs';
import path from 'node:path';
import type {
  AiieBasis,
  AiieRecord,
  GbtMatch,
  GbtRecord,
  IndustriesFile,
  IndustryAlias,
  IndustryNote,
  NaicsLevel,
  NaicsRecord,
  SectorStaffing,
  UtilizationFactor,
} from '../../packages/analyst/src/knowledge/industry-types';
import { sectorOf } from '../../packages/analyst/src/industry/industry-base';
import { compareText } from './codes';
import { round4 } from './numbers';
import type { EditorialIssues } from './sources/editorial';
import {
  readAiie,
  readGbt,
  readNaics,
  readSectorStaffing,
  readUtilizationFactors,
  type AiieLine,
} from './sources/industries';

/** OEWS's cross-industry government designation stands for NAICS 2022 sector 92. */
const OEWS_GOVERNMENT = '99';

/**
 * Felten et al. score the OEWS 2019/20 four-digit industries, on NAICS 2017. Where NAICS 2022
 * renamed or regrouped an industry, this is our table of the 2022 code(s) it became (from the two
 * code lists' titles). `4541` electronic shopping was dissolved into the retailers of what they
 * sell, so it has no 2022 code; its score is kept for the all-industries chart only.
 */
const NAICS_2017_TO_2022: Record<string, string[]> = {
  '4421': ['4491'],
  '4422': ['4491'],
  '4431': ['4492'],
  '4461': ['4561'],
  '4471': ['4571'],
  '4481': ['4581'],
  '4482': ['4582'],
  '4483': ['4583'],
  '4511': ['4591'],
  '4512': ['4592'],
  '4520': ['4551', '4552'],
  '4531': ['4593'],
  '4532': ['4594'],
  '4533': ['4595'],
  '4539': ['4599'],
  '4541': [],
  '4542': ['445132'],
  '4543': [],
  '5111': ['5131'],
  '5112': ['5132'],
  '5151': ['5161'],
  '5152': ['5162'],
  '5191': ['5192'],
  '9991': ['92'],
  '9992': ['92'],
  '9993': ['92'],
};

function levelOf(code: string): NaicsLevel {
  return (code.includes('-') ? 2 : code.length) as NaicsLevel;
}

function parentOf(code: string, known: ReadonlySet<string>): string | null {
  if (levelOf(code) === 2) return null;
  for (let length = code.length - 1; length >= 3; length -= 1) {
    if (known.has(code.slice(0, length))) return code.slice(0, length);
  }
  return sectorOf(code);
}

export function readEditorialTsv(dir: string, file: string): { line: number; cells: string[] }[] {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) return [];
  return fs
    .readFileSync(full, 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .flatMap((raw, index) => {
      const trimmed = raw.trim();
      if (trimmed === '' || trimmed.startsWith('#') || index === 0) return [];
      return [{ line: index + 1, cells: raw.split('\t').map((cell) => cell.trim()) }];
    });
}

/** The four-digit (or three-digit) NAICS 2022 codes an AIIE row stands for, and how. */
function coverOf(
  line: AiieLine,
  known: ReadonlySet<string>,
): { covers: string[]; basis: AiieBasis } {
  const only = /\(([^)]*) only\)/i.exec(line.title);
  if (only) {
    const members = (only[1] ?? '').match(/\d{4}/g) ?? [];
    const covers = members.flatMap((code) =>
      known.has(code) ? [code] : (NAICS_2017_TO_2022[code] ?? []),
    );
    return { covers: [...new Set(covers)].sort(compareText), basis: 'aggregate' };
  }
  const mapped = NAICS_2017_TO_2022[line.code];
  if (mapped) return { covers: mapped, basis: mapped.length === 0 ? 'dissolved' : 'renamed' };
  if (known.has(line.code)) return { covers: [line.code], basis: 'same' };
  // A code ending in 0 without "(… only)" is its whole three-digit subsector.
  if (line.code.endsWith('0') && known.has(line.code.slice(0, 3))) {
    return { covers: [line.code.slice(0, 3)], basis: 'aggregate' };
  }
  return { covers: [], basis: 'dissolved' };
}

/**
 * The NAICS prefix a NEM industry code stands for: digits up to the first letter, without the
 * trailing zeros that pad a shorter code (`441100` → `4411`, `62210P` → `6221`, `5220A1` → `522`).
 */
export function nemIndustryPrefix(code: string): string | null {
  if (code === 'TE1000') return null;
  const digits = /^\d+/.exec(code)?.[0] ?? '';
  const trimmed = digits.replace(/0+$/, '');
  if (trimmed.startsWith('99')) return '92';
  return trimmed.length >= 2 ? trimmed : digits.slice(0, 2);
}

export function assembleIndustries(
  sourceDir: string,
  editorialDir: string,
  issues: EditorialIssues,
): IndustriesFile {
  const naicsLines = readNaics(sourceDir);
  const known = new Set(naicsLines.map((line) => line.code));

  const names = new Map<string, string>();
  for (const { line, cells } of readEditorialTsv(editorialDir, 'naics-zh.tsv')) {
    const [code = '', name = ''] = cells;
    if (!known.has(code)) issues.messages.push(`naics-zh.tsv:${line}: unknown NAICS ${code}`);
    else if (name === '') issues.messages.push(`naics-zh.tsv:${line}: empty name`);
    else if (!names.has(code)) names.set(code, name);
  }

  const notes: IndustryNote[] = [];
  for (const { line, cells } of readEditorialTsv(editorialDir, 'industry-notes.tsv')) {
    const [id = '', en = '', zh = ''] = cells;
    if (id === '' || en === '' || zh === '') {
      issues.messages.push(`industry-notes.tsv:${line}: needs an id and both languages`);
    } else notes.push({ id, en, zh });
  }
  const noteIds = new Set(notes.map((note) => note.id));

  // An everyday word may name several industries: its rows list them in the order to offer them.
  const aliases: IndustryAlias[] = [];
  const ranks = new Map<string, number>();
  const seenAliases = new Set<string>();
  for (const { line, cells } of readEditorialTsv(editorialDir, 'industry-aliases.tsv')) {
    const [code = '', language = '', alias = '', note = ''] = cells;
    const where = `industry-aliases.tsv:${line}`;
    const key = alias.toLowerCase();
    if (!known.has(code)) issues.messages.push(`${where}: unknown NAICS ${code}`);
    else if (language !== 'en' && language !== 'zh')
      issues.messages.push(`${where}: language ${language}`);
    else if (alias === '') issues.messages.push(`${where}: empty alias`);
    else if (seenAliases.has(`${key}\t${code}`))
      issues.messages.push(`${where}: "${alias}" twice for ${code}`);
    else if (note !== '' && !noteIds.has(note)) issues.messages.push(`${where}: note "${note}"`);
    else {
      seenAliases.add(`${key}\t${code}`);
      const rank = ranks.get(key) ?? 0;
      ranks.set(key, rank + 1);
      aliases.push({
        code,
        language,
        alias,
        ...(rank > 0 ? { rank } : {}),
        ...(note ? { note } : {}),
      });
    }
  }

  const gbtLines = readGbt(sourceDir);
  const gbtKnown = new Set(gbtLines.map((line) => line.code));
  const links = new Map<string, { naics: string; match: GbtMatch }[]>();
  for (const { line, cells } of readEditorialTsv(editorialDir, 'gbt4754-naics.tsv')) {
    const [gbt = '', naics = '', match = ''] = cells;
    const where = `gbt4754-naics.tsv:${line}`;
    if (!gbtKnown.has(gbt)) issues.messages.push(`${where}: unknown GB/T ${gbt}`);
    else if (!known.has(naics)) issues.messages.push(`${where}: unknown NAICS ${naics}`);
    else if (!['same', 'broader', 'narrower', 'overlap'].includes(match)) {
      issues.messages.push(`${where}: match "${match}"`);
    } else {
      links.set(gbt, [...(links.get(gbt) ?? []), { naics, match: match as GbtMatch }]);
    }
  }
  const gbt: GbtRecord[] = gbtLines.map((line) => ({
    code: line.code,
    name: line.name,
    level: line.level,
    parent:
      line.level === 1
        ? null
        : line.level === 2
          ? line.section
          : line.code.slice(0, line.code.length - 1),
    links: links.get(line.code) ?? [],
  }));

  // A code NAICS repeats under the same title (a level with one child) shares its parent's name;
  // the list has parents before children, so one pass carries a name down the chain.
  const naics: NaicsRecord[] = [];
  const byCode = new Map<string, NaicsRecord>();
  for (const line of naicsLines) {
    const parent = parentOf(line.code, known);
    const above = parent ? byCode.get(parent) : undefined;
    const inherited = above && above.title === line.title ? above.titleZh : null;
    const record: NaicsRecord = {
      code: line.code,
      title: line.title,
      titleZh: names.get(line.code) ?? inherited,
      level: levelOf(line.code),
      parent,
    };
    naics.push(record);
    byCode.set(record.code, record);
  }

  const sectors = assembleSectors(sourceDir);
  const aiie: AiieRecord[] = readAiie(sourceDir).map((line) => {
    const { covers, basis } = coverOf(line, known);
    return {
      oews: line.code,
      title: line.title,
      aiie: round4(line.aiie),
      lmAiie: line.lmAiie === null ? null : round4(line.lmAiie),
      covers,
      basis,
    };
  });

  const factors: UtilizationFactor[] = readUtilizationFactors(sourceDir).map((line) => ({
    nem: line.nem,
    industry: line.industry,
    industryTitle: line.industryTitle,
    naics: nemIndustryPrefix(line.industry),
    kinds: line.kinds,
    direction: line.direction,
    drivers: line.drivers,
  }));

  const divisions = gbt.filter((record) => record.level === 2);
  return {
    naics,
    aliases: aliases.sort(
      (a, b) =>
        compareText(a.code, b.code) ||
        compareText(a.language, b.language) ||
        compareText(a.alias, b.alias),
    ),
    notes,
    gbt,
    sectors,
    aiie,
    factors,
    coverage: {
      naicsWithZh: naics.filter((record) => record.titleZh !== null).length,
      gbtDivisionsLinked: divisions.filter((record) => record.links.length > 0).length,
      gbtDivisions: divisions.length,
      gbtLinks: [...links.values()].reduce((sum, list) => sum + list.length, 0),
      aiieMapped: aiie.filter((record) => record.covers.length > 0).length,
      aiieTotal: aiie.length,
    },
  };
}

function assembleSectors(sourceDir: string): SectorStaffing[] {
  const lines = readSectorStaffing(sourceDir);
  const bySector = new Map<string, SectorStaffing>();
  for (const line of lines) {
    if (line.group !== 'total') continue;
    bySector.set(line.sector, {
      oews: line.sector,
      // OEWS writes a sector by its first two digits (`31` for 31-33).
      naics: line.sector === OEWS_GOVERNMENT ? '92' : sectorOf(line.sector),
      title: line.title,
      employment: line.employment ?? 0,
      meanAnnual: line.meanAnnual,
      medianAnnual: line.medianAnnual,
      occupations: [],
    });
  }
  for (const line of lines) {
    if (line.group !== 'detailed') continue;
    const sector = bySector.get(line.sector);
    if (!sector) throw new Error(`OEWS sector ${line.sector} has no total row`);
    sector.occupations.push({
      soc: line.soc,
      employment: line.employment,
      pct: line.pct,
      meanAnnual: line.meanAnnual,
      meanTopCoded: line.meanTopCoded,
      medianAnnual: line.medianAnnual,
      medianTopCoded: line.medianTopCoded,
    });
  }
  for (const sector of bySector.values()) {
    sector.occupations.sort(
      (a, b) => (b.employment ?? -1) - (a.employment ?? -1) || compareText(a.soc, b.soc),
    );
  }
  return [...bySector.values()].sort((a, b) => compareText(a.oews, b.oews));
}
