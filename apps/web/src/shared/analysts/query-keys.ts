import type { Language } from '@irreplaceable/contracts/constants';

export const analystKeys = {
  all: ['analysts'] as const,
  list: (language: Language) => [...analystKeys.all, 'list', language] as const,
};
