import type { Language } from '@irreplaceable/contracts/constants';

export const authKeys = {
  all: ['auth'] as const,
  analystQuotes: (language: Language) => [...authKeys.all, 'analyst-quotes', language] as const,
};
