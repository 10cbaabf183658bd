import type { Language } from '@irreplaceable/contracts/constants';

export const methodologyKeys = {
  all: ['methodology'] as const,
  document: (language: Language) => [...methodologyKeys.all, language] as const,
};
