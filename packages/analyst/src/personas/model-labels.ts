import type { Language } from '@irreplaceable/contracts/constants';

/** The model configured for an analyst on this site, as the analyst resolved it. */
export interface ConfiguredModel {
  modelId: string;
  /** "OpenAI", "OpenAI-compatible", ... */
  providerName: string;
}

/**
 * What a persona says about its model, from the configuration rather than from the persona:
 * the model and provider really configured, or that none is and the built-in analyst writes.
 */
export function modelLabels(
  model: ConfiguredModel | null,
  displayName: string,
  language: Language,
): { provider: string; modelLabel: string; modelLabelNote: string } {
  if (!model) {
    return language === 'zh'
      ? {
          provider: '内置',
          modelLabel: '内置分析师',
          modelLabelNote: `本站未接入模型，由内置分析师以${displayName}的口吻撰写。`,
        }
      : {
          provider: 'Built-in',
          modelLabel: 'Built-in analyst',
          modelLabelNote: `No model is configured on this site: the built-in analyst writes in ${displayName}'s voice.`,
        };
  }
  const { modelId, providerName } = model;
  return {
    provider: providerName,
    modelLabel: modelId,
    modelLabelNote:
      language === 'zh'
        ? `本站由 ${modelId}（${providerName}）为${displayName}发言；模型出错时，由内置分析师以${displayName}的口吻撰写，页面会注明。`
        : `Speaks through ${modelId} (${providerName}) on this site; when it fails, the built-in analyst writes in ${displayName}'s voice and the page says so.`,
  };
}
