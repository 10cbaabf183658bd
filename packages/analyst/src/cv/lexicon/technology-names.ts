import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '@irreplaceable/contracts/constants';

/**
 * O*NET names technologies for an American reader ("Structured query language SQL", "Shopify
 * software", "TikTok"); a Chinese page names them as a reader in China knows them ("SQL",
 * "Shopify", "抖音"). The names are in technology-names-zh.tsv; one not listed shows as it is.
 */
export const TECHNOLOGY_NAMES_ZH_PATH = fileURLToPath(
  new URL('./technology-names-zh.tsv', import.meta.url),
);

export function parseTechnologyNames(tsv: string): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const line of tsv.split('\n')) {
    if (!line.trim() || line.startsWith('#') || line === 'name\tname_zh') continue;
    const [name, nameZh, ...rest] = line.split('\t');
    if (!name || !nameZh || rest.length > 0) throw new Error(`technology-names-zh.tsv: ${line}`);
    names.set(name, nameZh);
  }
  return names;
}

let namesZh: ReadonlyMap<string, string> | null = null;

/** A technology's name as the reader's language shows it. */
export function technologyName(name: string, language: Language): string {
  if (language === 'en') return name;
  namesZh ??= parseTechnologyNames(fs.readFileSync(TECHNOLOGY_NAMES_ZH_PATH, 'utf8'));
  return namesZh.get(name) ?? name;
}
