import type { Language } from '@irreplaceable/contracts/constants';

export const aboutKeys = {
  all: ['about'] as const,
  story: (language: Language) => [...aboutKeys.all, 'story', language] as const,
  features: (language: Language) => [...aboutKeys.all, 'features', language] as const,
  contact: ['about', 'contact'] as const,
};
