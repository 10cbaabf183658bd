import { ANALYST_IDS, type TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { TAnalystPersona } from '@irreplaceable/contracts/analysis/personas';
import type { Language } from '@irreplaceable/contracts/constants';

/** For tests: the four personas as GET /api/analysts answers them. */
const NAMES: Record<TAnalystId, { en: string; zh: string; model: string; color: string }> = {
  gpt: { en: 'Boss', zh: '老板', model: 'GPT-4.1', color: '#0f7b5c' },
  claude: { en: 'Mr. Ape', zh: '猿先生', model: 'Claude 4.0 Sonnet', color: '#b5522b' },
  gemini: { en: 'Uncle Big G', zh: '大G叔', model: 'Gemini 2.5', color: '#8a3ccf' },
  deepseek: { en: 'Brother Whale', zh: '鲸鱼哥', model: 'DeepSeek R1', color: '#1f63b8' },
};

export function makePersonas(language: Language = 'en'): TAnalystPersona[] {
  return ANALYST_IDS.map((id) => {
    const names = NAMES[id];
    const displayName = names[language];
    const avatars = [1, 2, 3].map((mood) => `/analysts/${id}-${mood}.svg`);
    return {
      id,
      name: names.en
        .toLowerCase()
        .replace(/[^a-z]+/g, '-')
        .replace(/-$/, ''),
      displayName,
      provider: id,
      modelLabel: names.model,
      modelLabelNote: `Speaks through ${names.model} when connected.`,
      description: `${displayName} reviews jobs.`,
      bio: `${displayName}'s bio.`,
      avatar: avatars[0] ?? '',
      avatars,
      color: names.color,
      introduction: `Hello, I am ${displayName}.`,
      quotes: ['One.', 'Two.', 'Three.'],
      specialties: ['A', 'B', 'C'],
      personality: 'Calm',
      motto: 'Onwards',
      why_job_fit_me: ['1', '2', '3', '4', '5'],
    };
  });
}
