import fs from 'node:fs';
import path from 'node:path';
import type { KnowledgeBase } from './load-knowledge';
import { KNOWLEDGE_DATA_DIR } from './load-knowledge';
import type {
  CommodityRecord,
  ElementRecord,
  OccupationSkills,
  SkillsReference,
  TechnologyRecord,
} from './types';

/**
 * O*NET skills, knowledge areas and technologies per occupation (skills-reference.json,
 * technologies.json, occupation-skills.json). Only the CV analysis needs them, so they load on
 * first use rather than with the rest of the knowledge base.
 */
export interface SkillsBase {
  elements: readonly ElementRecord[];
  elementIndex: ReadonlyMap<string, number>;
  commodities: ReadonlyMap<string, CommodityRecord>;
  technologies: readonly TechnologyRecord[];
  /** Occupation code → its ratings and technologies. */
  byCode: ReadonlyMap<string, OccupationSkills>;
  loadMs: number;
}

function readJson<T>(dataDir: string, name: string): T {
  return JSON.parse(fs.readFileSync(path.join(dataDir, name), 'utf8')) as T;
}

const loaded = new WeakMap<KnowledgeBase, SkillsBase>();

export function loadSkills(knowledge: KnowledgeBase, dataDir = KNOWLEDGE_DATA_DIR): SkillsBase {
  const cached = loaded.get(knowledge);
  if (cached) return cached;
  const started = performance.now();
  const reference = readJson<SkillsReference>(dataDir, 'skills-reference.json');
  const technologies = readJson<TechnologyRecord[]>(dataDir, 'technologies.json');
  const occupations = readJson<OccupationSkills[]>(dataDir, 'occupation-skills.json');
  const skills: SkillsBase = {
    elements: reference.elements,
    elementIndex: new Map(reference.elements.map((e, i) => [e.id, i])),
    commodities: new Map(reference.commodities.map((c) => [c.code, c])),
    technologies,
    byCode: new Map(occupations.map((o) => [o.code, o])),
    loadMs: 0,
  };
  skills.loadMs = performance.now() - started;
  loaded.set(knowledge, skills);
  return skills;
}
