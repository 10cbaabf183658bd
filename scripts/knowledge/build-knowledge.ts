import { assembleAiUse, readTaskNamesZh } from './assemble-ai-use';
import { assembleChinaWages } from './assemble-china-wages';
import { assembleIndustries } from './assemble-industries';
import { assembleMeta } from './assemble-meta';
import { assembleOccupations } from './assemble-occupations';
import { assembleSkills } from './assemble-skills';
import { assembleChinaSections, assembleStaffing } from './assemble-staffing';
import { assembleCategories, assembleIwas } from './assemble-reference';
import { assembleTitles } from './assemble-titles';
import { compareText } from './codes';
import { deriveFigures } from './derive-figures';
import { loadSources } from './load-sources';
import { industriesJson, prettyJson, recordsJson } from './write-json';
import type { ChinaWagesFile } from '../../packages/analyst/src/knowledge/china-wage-types';

export interface BuildResult {
  /** Output file name → exact file content. */
  files: Map<string, string>;
  /** Occupation codes without a Chinese title. */
  missingZhTitles: string[];
  editorialIssues: string[];
  /** China wage levels: rows left out and rows that reach no occupation, for the build report. */
  chinaWages: Pick<ChinaWagesFile, 'exclusions' | 'unlinked'>;
  summary: Record<string, number>;
}

/** Reads the sources and editorial files and returns the dataset; writes nothing. */
export function buildKnowledge(sourceDir: string, editorialDir: string): BuildResult {
  const s = loadSources(sourceDir, editorialDir);
  const d = deriveFigures(s);
  const occupations = assembleOccupations(s, d);
  const titles = assembleTitles({
    occupations: s.occupations,
    alternate: s.alternate,
    reported: s.reported,
    zhAliases: s.editorial.aliasesZh,
    zhTitles: s.editorial.titlesZh,
  }).sort((a, b) => compareText(a.code, b.code));
  const iwas = assembleIwas(s, occupations);
  const csco = [...s.csco].sort((a, b) => compareText(a.code, b.code));
  const skills = assembleSkills(s, occupations);
  const meta = assembleMeta(s, d, { occupations, titles, iwas, csco, skills });
  const industries = assembleIndustries(sourceDir, editorialDir, s.editorial.issues);
  const staffing = assembleStaffing(sourceDir);
  const chinaSections = assembleChinaSections(
    sourceDir,
    editorialDir,
    industries.gbt,
    s.editorial.issues,
  );
  const onetCodes = new Set(occupations.map((o) => o.code));
  const chinaWages = assembleChinaWages(
    sourceDir,
    editorialDir,
    { csco: s.csco, isOnet: (code) => onetCodes.has(code) },
    s.editorial.issues,
  );
  const aiUse = assembleAiUse(sourceDir, occupations, {
    tasks: readTaskNamesZh(editorialDir, s.editorial.issues),
    iwas: new Map(iwas.map((iwa) => [iwa.id, iwa.nameZh])),
  });
  const files = new Map([
    ['occupations.json', recordsJson(occupations)],
    ['titles.json', recordsJson(titles)],
    ['iwas.json', recordsJson(iwas)],
    ['categories.json', prettyJson(assembleCategories(s, occupations))],
    ['csco.json', recordsJson(csco)],
    ['skills-reference.json', prettyJson(skills.reference)],
    ['technologies.json', recordsJson(skills.technologies)],
    ['occupation-skills.json', recordsJson(skills.occupations)],
    ['industries.json', industriesJson(industries)],
    ['industry-staffing.json', industriesJson(staffing)],
    ['china-sections.json', industriesJson(chinaSections)],
    ['meta.json', prettyJson(meta)],
    // The same layout as industries.json: an object of record arrays, one record per line.
    ['china-wages.json', industriesJson(chinaWages)],
    // Read only when a page asks for it, never at start-up.
    ['ai-use.json', industriesJson(aiUse)],
  ]);
  return {
    files,
    missingZhTitles: occupations.filter((o) => o.titleZh === null).map((o) => o.code),
    editorialIssues: s.editorial.issues.messages,
    chinaWages,
    summary: {
      ...meta.counts,
      ...prefixed('coverage.', meta.coverage),
      ...prefixed('industries.', industries.coverage),
      ...prefixed('staffing.', staffing.coverage),
      ...prefixed('chinaWages.', chinaWages.coverage),
      ...prefixed('aiUse.', aiUse.counts),
    },
  };
}

function prefixed(prefix: string, record: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [`${prefix}${k}`, v]));
}
