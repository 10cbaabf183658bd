import { describe, expect, it } from 'vitest';
import { catalogues } from '../shared/i18n/resources';

type TTree = { [key: string]: string | TTree };

/** Every leaf of a catalogue as `dotted.key -> text`. */
function flatten(tree: TTree, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(path, value);
    else for (const [leaf, text] of flatten(value, path)) leaves.set(leaf, text);
  }
  return leaves;
}

const en = flatten(catalogues.en as unknown as TTree);
const zh = flatten(catalogues.zh as unknown as TTree);
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const linkTags = (text: string) => [...text.matchAll(/<(\w+)>/g)].map((m) => m[1]).sort();

describe('translation catalogues', () => {
  it('have the same keys in English and Chinese', () => {
    const missingInZh = [...en.keys()].filter((key) => !zh.has(key));
    const missingInEn = [...zh.keys()].filter((key) => !en.has(key));
    expect({ missingInZh, missingInEn }).toEqual({ missingInZh: [], missingInEn: [] });
  });

  it('have no empty texts', () => {
    const empty = [...en, ...zh].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('use the same placeholders and link tags in both languages', () => {
    const mismatched = [...en.keys()].filter((key) => {
      const english = en.get(key) ?? '';
      const chinese = zh.get(key) ?? '';
      return (
        placeholders(english).join() !== placeholders(chinese).join() ||
        linkTags(english).join() !== linkTags(chinese).join()
      );
    });
    expect(mismatched).toEqual([]);
  });
});
