import { describe, expect, it } from 'vitest';
import type { Language } from '@irreplaceable/contracts/constants';
import { changeLanguage, i18n } from '../shared/i18n/i18n';
import { LAZY_CATALOGUES, loadCatalogues, type TLazyArea } from '../shared/i18n/lazy-catalogues';
import { SHELL_CATALOGUES } from '../shared/i18n/resources';

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

/**
 * The main bundle's catalogues plus the namespaces pages load on demand, each under its own
 * name: every key the app can show.
 */
async function allCatalogues(language: Language): Promise<TTree> {
  const tree = { ...(await SHELL_CATALOGUES[language]()).default } as unknown as TTree;
  for (const area of Object.keys(LAZY_CATALOGUES) as TLazyArea[]) {
    tree[area] = (await LAZY_CATALOGUES[area][language]()).default as TTree;
  }
  return tree;
}

const en = flatten(await allCatalogues('en'));
const zh = flatten(await allCatalogues('zh'));
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

  it('load the on-demand namespaces in the interface language, and the other on a switch', async () => {
    const areas = Object.keys(LAZY_CATALOGUES) as TLazyArea[];
    const shell = (await SHELL_CATALOGUES.en()).default;
    expect(areas.filter((area) => area in shell)).toEqual([]);

    await loadCatalogues(areas);
    expect(i18n.t('board.title', { ns: 'news', lng: 'en' })).toBe('News');
    expect(i18n.hasResourceBundle('zh', 'adminNews')).toBe(false);

    await changeLanguage('zh');
    expect(i18n.t('board.title', { ns: 'news' })).toBe('资讯');
    expect(i18n.t('common.share.copy')).toBe('复制链接');
    expect(i18n.hasResourceBundle('zh', 'adminNews')).toBe(true);
  });
});
