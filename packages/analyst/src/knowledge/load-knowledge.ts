import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIndexes, type KnowledgeIndexes } from './knowledge-indexes';
import {
  KNOWLEDGE_FORMAT_VERSION,
  type CategoriesFile,
  type CategoryRecord,
  type CscoEntry,
  type IwaRecord,
  type KnowledgeMeta,
  type MajorGroupRecord,
  type MinorGroupRecord,
  type OccupationRecord,
  type OccupationTitles,
} from './types';

/** packages/analyst/data, written by `npm run build:knowledge`. */
export const KNOWLEDGE_DATA_DIR = fileURLToPath(new URL('../../data/', import.meta.url));

export interface KnowledgeBase extends KnowledgeIndexes {
  meta: KnowledgeMeta;
  occupations: readonly OccupationRecord[];
  titles: readonly OccupationTitles[];
  iwas: readonly IwaRecord[];
  categories: readonly CategoryRecord[];
  majorGroups: readonly MajorGroupRecord[];
  minorGroups: readonly MinorGroupRecord[];
  /** Chinese national classification names, for recognising Chinese job titles; not linked to SOC. */
  csco: readonly CscoEntry[];
  /** How long reading and indexing took, in milliseconds. */
  loadMs: number;
}

/**
 * The files are produced by our own build, which is typed with the same interfaces, and a test
 * checks that the committed files are exactly what it produces; so the loader trusts their shape
 * after checking the format version, instead of paying for a full schema validation at start-up.
 */
function readJson<T>(dataDir: string, name: string): T {
  return JSON.parse(fs.readFileSync(path.join(dataDir, name), 'utf8')) as T;
}

function read(dataDir: string): KnowledgeBase {
  const started = performance.now();
  const meta = readJson<KnowledgeMeta>(dataDir, 'meta.json');
  if (meta.formatVersion !== KNOWLEDGE_FORMAT_VERSION) {
    throw new Error(
      `Knowledge data in ${dataDir} has format ${meta.formatVersion}, expected ${KNOWLEDGE_FORMAT_VERSION}; ` +
        'run npm run build:knowledge',
    );
  }
  const occupations = readJson<OccupationRecord[]>(dataDir, 'occupations.json');
  const titles = readJson<OccupationTitles[]>(dataDir, 'titles.json');
  const iwas = readJson<IwaRecord[]>(dataDir, 'iwas.json');
  const { categories, majorGroups, minorGroups } = readJson<CategoriesFile>(
    dataDir,
    'categories.json',
  );
  const csco = readJson<CscoEntry[]>(dataDir, 'csco.json');
  const indexes = buildIndexes({ occupations, titles, iwas, categories, majorGroups });
  return {
    meta,
    occupations,
    titles,
    iwas,
    categories,
    majorGroups,
    minorGroups,
    csco,
    ...indexes,
    loadMs: performance.now() - started,
  };
}

const loaded = new Map<string, KnowledgeBase>();

/** Loads the dataset once per directory; later calls return the same object. */
export function loadKnowledge(dataDir: string = KNOWLEDGE_DATA_DIR): KnowledgeBase {
  const key = path.resolve(dataDir);
  const cached = loaded.get(key);
  if (cached) return cached;
  const knowledge = read(key);
  loaded.set(key, knowledge);
  return knowledge;
}
