import type {
  ChinaSection,
  ChinaSectionsFile,
  GbtRecord,
  IndustryStaffingFile,
} from '../../packages/analyst/src/knowledge/industry-types';
import { readEditorialTsv } from './assemble-industries';
import type { EditorialIssues } from './sources/editorial';
import { readChinaSections } from './sources/china-sections';
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
  const zh = new Map(gbt.filter((r) => r.level === 1).map((r) => [r.code, r.name]));
  const named = readChinaSections(sourceDir).map((series): ChinaSection => ({
    section: series.section,
    nameZh: series.section === 'total' ? '全部行业' : (zh.get(series.section) ?? series.section),
    nameEn: series.section === 'total' ? 'All industries' : (english.get(series.section) ?? ''),
    employment: series.employment,
    wageNonPrivate: series.wageNonPrivate,
    wagePrivate: series.wagePrivate,
  }));
  for (const section of named) {
    if (section.nameEn === '')
      issues.messages.push(`gbt-sections-en.tsv: no name for ${section.section}`);
  }
  const total = named.find((s) => s.section === 'total');
  if (!total) throw new Error('NBS employment: no total series');
  return { sections: named.filter((s) => s !== total), total };
}
