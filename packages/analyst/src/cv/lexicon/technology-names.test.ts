import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '../../knowledge/load-knowledge';
import { loadSkills } from '../../knowledge/load-skills';
import { parseTechnologyNames, TECHNOLOGY_NAMES_ZH_PATH, technologyName } from './technology-names';

describe('technology names on Chinese pages', () => {
  it('names a technology as a reader in China knows it, and leaves English as it is', () => {
    expect(technologyName('Structured query language SQL', 'zh')).toBe('SQL');
    expect(technologyName('Hypertext markup language HTML', 'zh')).toBe('HTML');
    expect(technologyName('Shopify software', 'zh')).toBe('Shopify');
    expect(technologyName('TikTok', 'zh')).toBe('抖音');
    expect(technologyName('Microsoft Excel', 'zh')).toBe('Microsoft Excel');
    expect(technologyName('Structured query language SQL', 'en')).toBe(
      'Structured query language SQL',
    );
  });

  it('lists only technologies the knowledge base has', () => {
    const skills = loadSkills(loadKnowledge());
    const known = new Set(skills.technologies.map((t) => t.name));
    const listed = parseTechnologyNames(fs.readFileSync(TECHNOLOGY_NAMES_ZH_PATH, 'utf8'));
    expect([...listed.keys()].filter((name) => !known.has(name))).toEqual([]);
  });
});
