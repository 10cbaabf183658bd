import type {
  ChinaSection,
  ChinaSectionsFile,
  GbtRecord,
  IndustryStaffingFile,
} from '../../packages/analyst/src/knowledge/industry-types';
import { readEditorialTsv } from './assemble-industries';
import type { EditorialIssues } from './sources/editorial';
import { NBS_TOTAL, readChinaSections } from './sources/china-sections';
import { readIndustrySizes, readStaffingPatterns, readTopRoles } from './sources/industry-staffing';

/** Industry staffing below the sector (OEWS 3-, 5- and 6-digit, four-digit top ten) and QCEW size. */
export function assembleStaffing(sourceDir: string): IndustryStaffingFile {
  const patterns = [
    ...readStaffingPatterns(sourceDir, 'oews_nat3d_m2024_dl.csv'),
    ...readStaffingPatterns(sourceDir, 'oews_nat5d_6d_m2024_dl.csv'),
  ].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const topRoles = readTopRoles(sourceDir);
  const sizes = readIndustrySizes(sourceDir);
  return {
    patterns,
    topRoles,
    sizes,
    coverage: {
      patterns3: patterns.filter((p) => p.level === 3).length,
      patterns56: patterns.filter((p) => p.level !== 3).length,
      topRoles: topRoles.length,
      sizes: sizes.length,
    },
  };
}

/** NBS figures per GB/T 4754 section, named by the standard (Chinese) and by us (English). */
export function assembleChinaSections(
  sourceDir: string,
  editorialDir: string,
  gbt: readonly GbtRecord[],
  issues: EditorialIssues,
): ChinaSectionsFile {
  const english = new Map<string, string>();
  for (const { line, cells } of readEditorialTsv(editorialDir, 'gbt-sections-en.tsv')) {
    const [section = '', name = ''] = cells;
    if (name === '') issues.messages.push(`gbt-sections-en.tsv:${line}: empty name`);
    else english.set(section, name);
  }
  // NBS orders its series differently from the standard's letters (transport before IT before
  // trade), so each series is matched to its section by name, ignoring 、 and a final 业.
  const key = (name: string) => name.replace(/[、，]/g, '').replace(/业$/, '');
  const sections = gbt.filter((r) => r.level === 1);
  const byName = new Map(sections.map((r) => [key(r.name), r]));
  const named: ChinaSection[] = [];
  let total: ChinaSection | null = null;
  for (const series of readChinaSections(sourceDir)) {
    const figures = {
      employment: series.employment,
      wageNonPrivate: series.wageNonPrivate,
      wagePrivate: series.wagePrivate,
    };
    if (series.code === NBS_TOTAL) {
      total = { section: 'total', nameZh: '全部行业', nameEn: 'All industries', ...figures };
      continue;
    }
    const record = byName.get(key(series.name));
    if (!record)
      throw new Error(`NBS series ${series.code} ${series.name}: no GB/T section of that name`);
    const nameEn = english.get(record.code) ?? '';
    if (nameEn === '') issues.messages.push(`gbt-sections-en.tsv: no name for ${record.code}`);
    named.push({ section: record.code, nameZh: record.name, nameEn, ...figures });
  }
  if (!total) throw new Error('NBS employment: no total series');
  // GB/T has 20 sections; NBS publishes 19 (none for T, international organisations).
  if (named.length !== 19) issues.messages.push(`NBS: ${named.length} sections, 19 expected`);
  return { sections: named.sort((a, b) => (a.section < b.section ? -1 : 1)), total };
}
