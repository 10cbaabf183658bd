import type { TEngine } from '@irreplaceable/contracts/analysis/analysts';

/** The label shown for text this package composed: never a model's name. */
export const BUILTIN_ENGINE = {
  en: { kind: 'builtin', label: 'Built-in analyst', fallback_reason: null },
  zh: { kind: 'builtin', label: '内置分析师', fallback_reason: null },
} as const satisfies Record<'en' | 'zh', TEngine>;
