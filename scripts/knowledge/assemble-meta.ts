import {
  KNOWLEDGE_FORMAT_VERSION,
  type CscoEntry,
  type IwaRecord,
  type KnowledgeMeta,
  type OccupationRecord,
  type OccupationTitles,
  type Soc2010Figure,
} from '../../packages/analyst/src/knowledge/types';
import type { BuiltSkills } from './assemble-skills';
import type { DerivedFigures } from './derive-figures';
import type { Sources } from './load-sources';
import { RULES_VERSION } from './rules-version';
import { SOURCE_INFO } from './source-info';

export interface BuiltData {
  occupations: OccupationRecord[];
  titles: OccupationTitles[];
  iwas: IwaRecord[];
  csco: CscoEntry[];
  skills: BuiltSkills;
}

function count<T>(items: readonly T[], test: (item: T) => boolean): number {
  return items.reduce((n, item) => n + (test(item) ? 1 : 0), 0);
}

function byHow(
  occupations: readonly OccupationRecord[],
  name: string,
  pick: (o: OccupationRecord) => Soc2010Figure | null,
): Record<string, number> {
  return {
    [name]: count(occupations, (o) => pick(o) !== null),
    [`${name}.exact`]: count(occupations, (o) => pick(o)?.how === 'exact'),
    [`${name}.crosswalk`]: count(occupations, (o) => pick(o)?.how === 'crosswalk'),
    [`${name}.derived`]: count(occupations, (o) => pick(o)?.how === 'derived'),
  };
}

function coverage(
  o: readonly OccupationRecord[],
  t: readonly OccupationTitles[],
  skills: BuiltSkills,
): Record<string, number> {
  const rated = skills.occupations;
  return {
    gpts: count(o, (x) => x.exposure.gpts !== null),
    ...byHow(o, 'freyOsborne', (x) => x.exposure.freyOsborne),
    ...byHow(o, 'aioe', (x) => x.exposure.aioe),
    ...byHow(o, 'lmAioe', (x) => x.exposure.lmAioe),
    ...byHow(o, 'igAioe', (x) => x.exposure.igAioe),
    microsoft: count(o, (x) => x.exposure.microsoft !== null),
    'microsoft.viaSoc': count(o, (x) => x.exposure.microsoft?.via === 'soc'),
    anthropic: count(o, (x) => x.exposure.anthropic !== null),
    ilo: count(o, (x) => x.exposure.ilo !== null),
    'ilo.averaged': count(o, (x) => x.exposure.ilo?.how === 'averaged'),
    projections: count(o, (x) => x.projections !== null),
    wages: count(o, (x) => x.wages !== null),
    'wages.may2024Fallback': count(o, (x) => x.wages?.release === 'May 2024'),
    jobZone: count(o, (x) => x.jobZone !== null),
    iwas: count(o, (x) => x.iwas.length > 0),
    related: count(o, (x) => x.related.length > 0),
    titleZh: count(o, (x) => x.titleZh !== null),
    aliasesZh: count(t, (x) => x.zh.length > 0),
    skills: count(rated, (x) => x.importance !== null),
    'skills.borrowed': count(rated, (x) => x.importanceFrom !== null),
    technologies: count(rated, (x) => x.technologies.length > 0),
  };
}

export function assembleMeta(s: Sources, d: DerivedFigures, data: BuiltData): KnowledgeMeta {
  const o = data.occupations;
  return {
    formatVersion: KNOWLEDGE_FORMAT_VERSION,
    rulesVersion: RULES_VERSION,
    sources: [...SOURCE_INFO],
    counts: {
      occupations: o.length,
      military: count(o, (x) => x.majorGroup === '55-0000'),
      titlesEn: data.titles.reduce((n, x) => n + x.en.length, 0),
      aliasesZh: data.titles.reduce((n, x) => n + x.zh.length, 0),
      iwas: data.iwas.length,
      iwasWithZh: count(data.iwas, (x) => x.nameZh !== null),
      iwasWithMicrosoft: count(data.iwas, (x) => x.microsoft !== null),
      labelledTasks: s.labelledTasks.length,
      labelledTasksLinkedToIwa: d.iwaExposure.linkedTasks,
      anthropicTasksMatched: d.anthropic.matchedTasks,
      anthropicTasksUnmatched: d.anthropic.unmatchedTasks,
      anthropicSharePctReached: Math.round(d.anthropic.sharePctReached * 100) / 100,
      epWageTopCoded: count(o, (x) => x.projections?.medianWageTopCoded === true),
      oewsAnnualTopCoded: count(o, (x) => x.wages?.annualTopCoded === true),
      cscoEntries: data.csco.length,
      skillElements: data.skills.reference.elements.length,
      skillElementsWithZh: count(data.skills.reference.elements, (x) => x.nameZh !== null),
      technologies: data.skills.technologies.length,
      technologyClasses: data.skills.reference.commodities.length,
      technologyClassesWithZh: count(data.skills.reference.commodities, (x) => x.nameZh !== null),
      editorialIssues: s.editorial.issues.messages.length,
    },
    coverage: coverage(o, data.titles, data.skills),
    unmapped: {
      freyOsborne: d.freyOsborne.unmapped,
      aioe: d.aioe.unmapped,
      lmAioe: d.lmAioe.unmapped,
      igAioe: d.igAioe.unmapped,
      ilo: d.ilo.unmapped,
    },
  };
}
