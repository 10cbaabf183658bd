import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ANALYST_IDS } from '@irreplaceable/contracts/analysis/analysts';
import { ZAnalystPersona, type TAnalystPersona } from '@irreplaceable/contracts/analysis/personas';
import { LANGUAGES } from '@irreplaceable/contracts/constants';
import { describe, expect, it } from 'vitest';
import { PERSONAS, listPersonas, personaFor } from './personas';

const WEB_PUBLIC_DIR = fileURLToPath(new URL('../../../../apps/web/public', import.meta.url));
const HAN = /\p{Script=Han}/u;

/** Every text a user reads, so language checks cover them all. */
const textsOf = (persona: TAnalystPersona) => [
  persona.displayName,
  persona.modelLabelNote,
  persona.description,
  persona.bio,
  persona.introduction,
  persona.personality,
  persona.motto,
  ...persona.quotes,
  ...persona.specialties,
  ...persona.why_job_fit_me,
];

/** WCAG 2 contrast ratio of a colour against white. */
function contrastOnWhite(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (luminance + 0.05);
}

describe('analyst personas', () => {
  it.each(LANGUAGES)('match the web schema in %s, in the product order', (language) => {
    const personas = listPersonas(language);
    expect(personas.map((persona) => persona.id)).toEqual([...ANALYST_IDS]);
    for (const persona of personas) expect(() => ZAnalystPersona.parse(persona)).not.toThrow();
  });

  it('are written in the language asked for', () => {
    for (const id of ANALYST_IDS) {
      for (const text of textsOf(personaFor(id, 'zh'))) expect(text, id).toMatch(HAN);
      for (const text of textsOf(personaFor(id, 'en'))) expect(text, id).not.toMatch(HAN);
    }
  });

  it('have three different avatars each, drawn as small self-contained SVG files', () => {
    for (const persona of listPersonas('en')) {
      expect(persona.avatars).toHaveLength(3);
      expect(new Set(persona.avatars).size).toBe(3);
      expect(persona.avatar).toBe(persona.avatars[0]);
      for (const avatar of persona.avatars) {
        const file = `${WEB_PUBLIC_DIR}${avatar}`;
        expect(fs.existsSync(file), avatar).toBe(true);
        const svg = fs.readFileSync(file, 'utf8');
        expect(svg.length, avatar).toBeLessThan(6 * 1024);
        expect(svg).toContain('viewBox="0 0 128 128"');
        expect(svg).not.toMatch(/<script|<text|<image|<foreignObject|href=|url\((?!#)/i);
      }
    }
  });

  it('have distinct brand colours that are readable on white', () => {
    const colors = ANALYST_IDS.map((id) => PERSONAS[id].color);
    expect(new Set(colors).size).toBe(colors.length);
    for (const color of colors) expect(contrastOnWhite(color), color).toBeGreaterThanOrEqual(4.5);
  });

  it('accept anthropic as another name for claude', () => {
    expect(personaFor('anthropic', 'zh')).toEqual(personaFor('claude', 'zh'));
    expect(personaFor('anthropic', 'en').displayName).toBe('Mr. Ape');
    expect(personaFor('anthropic', 'en').id).toBe('claude');
    expect(personaFor('copilot', 'en')).toBeUndefined();
  });

  it('never present the model as the author of built-in text', () => {
    for (const language of LANGUAGES) {
      for (const persona of listPersonas(language)) {
        expect(persona.modelLabelNote).toContain(persona.modelLabel);
        expect(persona.modelLabelNote).toContain(persona.displayName);
        expect(persona.modelLabelNote).toMatch(
          language === 'en' ? /built-in analyst/ : /内置分析师/,
        );
      }
    }
  });
});
