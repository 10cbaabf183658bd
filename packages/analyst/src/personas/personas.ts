import {
  ANALYST_IDS,
  normalizeAnalystId,
  type TAnalystId,
} from '@irreplaceable/contracts/analysis/analysts';
import { AVATAR_MOODS, type TAnalystPersona } from '@irreplaceable/contracts/analysis/personas';
import type { Language } from '@irreplaceable/contracts/constants';
import { BOSS } from './boss';
import { BROTHER_WHALE } from './brother-whale';
import { MR_APE } from './mr-ape';
import type { Bilingual, PersonaData } from './persona-data';
import { UNCLE_BIG_G } from './uncle-big-g';
import { modelLabels, type ConfiguredModel } from './model-labels';

/**
 * The four analyst characters, in both languages. A persona is a voice, not a claim about who
 * wrote a text: `modelLabel` names the model it speaks through when that provider is configured,
 * and without one the built-in analyst writes in the same voice under its own engine label.
 */
export const PERSONAS: Readonly<Record<TAnalystId, PersonaData>> = {
  gpt: BOSS,
  claude: MR_APE,
  gemini: UNCLE_BIG_G,
  deepseek: BROTHER_WHALE,
};

/** Served from apps/web/public/analysts. */
export function avatarPaths(id: TAnalystId): string[] {
  return AVATAR_MOODS.map((_, index) => `/analysts/${id}-${index + 1}.svg`);
}

function localize(persona: PersonaData, language: Language): TAnalystPersona {
  const text = (value: Bilingual) => value[language];
  const avatars = avatarPaths(persona.id);
  return {
    id: persona.id,
    name: persona.name,
    displayName: text(persona.displayName),
    provider: persona.provider,
    modelLabel: persona.modelLabel,
    modelLabelNote: text(persona.modelLabelNote),
    description: text(persona.description),
    bio: text(persona.bio),
    avatar: avatars[0]!,
    avatars,
    color: persona.color,
    introduction: text(persona.introduction),
    quotes: persona.quotes.map(text),
    specialties: persona.specialties.map(text),
    personality: text(persona.personality),
    motto: text(persona.motto),
    why_job_fit_me: persona.whyJobFitMe.map(text),
  };
}

/** One persona in one language; `anthropic` is answered as claude, an unknown id as undefined. */
export function personaFor(id: TAnalystId | 'anthropic', language: Language): TAnalystPersona;
export function personaFor(id: string, language: Language): TAnalystPersona | undefined;
export function personaFor(id: string, language: Language): TAnalystPersona | undefined {
  const canonical = normalizeAnalystId(id);
  return canonical ? localize(PERSONAS[canonical], language) : undefined;
}

/**
 * All four in the product's order (gpt first: it is the free assessment's analyst). With
 * `configuredModel`, each names the model this site really gives it, or says it has none.
 */
export function listPersonas(
  language: Language,
  configuredModel?: (id: TAnalystId) => ConfiguredModel | null,
): TAnalystPersona[] {
  return ANALYST_IDS.map((id) => {
    const persona = localize(PERSONAS[id], language);
    if (!configuredModel) return persona;
    return { ...persona, ...modelLabels(configuredModel(id), persona.displayName, language) };
  });
}
