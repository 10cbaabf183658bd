import { createAnthropic } from '@ai-sdk/anthropic';
import { createDeepSeek } from '@ai-sdk/deepseek';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { TAnalystId } from '@irreplaceable/contracts/analysis/analysts';
import type { LanguageModel } from 'ai';
import type { AnalystConfig, ProviderSettings } from './analyst-config';

/** A real model bound to one analyst, with the names the page shows for it. */
export interface AnalystModel {
  model: LanguageModel;
  modelId: string;
  /** The provider as people know it: "OpenAI", "Anthropic", ... */
  providerName: string;
  /** e.g. "gpt-4.1 (OpenAI)". */
  label: string;
  /**
   * The provider's health is kept per address and model: analysts served by one server and model
   * share it, and two models or two addresses never do.
   */
  breakerKey: string;
}

type ProviderKey = 'openai' | 'anthropic' | 'google' | 'deepseek';

/** Which provider each persona speaks for. */
export const ANALYST_PROVIDERS: Record<TAnalystId, ProviderKey> = {
  gpt: 'openai',
  claude: 'anthropic',
  gemini: 'google',
  deepseek: 'deepseek',
};

const PROVIDER_NAMES: Record<ProviderKey, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  google: 'Google',
  deepseek: 'DeepSeek',
};

/** Where each provider's SDK sends requests when no address is configured. */
const DEFAULT_ADDRESSES: Record<ProviderKey, string> = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com/v1',
  google: 'https://generativelanguage.googleapis.com/v1beta',
  deepseek: 'https://api.deepseek.com/v1',
};

function bind(
  model: LanguageModel,
  modelId: string,
  providerName: string,
  address: string,
): AnalystModel {
  return {
    model,
    modelId,
    providerName,
    label: `${modelId} (${providerName})`,
    breakerKey: `${address.replace(/\/+$/, '')} ${modelId}`,
  };
}

/**
 * Keys and addresses are always passed explicitly: the SDK would otherwise read OPENAI_API_KEY and
 * friends from process.env itself, and an analyst could silently use a key the config did not give.
 */
function providerModel(key: ProviderKey, settings: ProviderSettings): LanguageModel {
  const { apiKey, baseURL, model } = settings;
  switch (key) {
    case 'openai':
      // Chat Completions rather than the Responses API: it is the API that proxies and
      // OpenAI-compatible gateways implement, and it supports JSON-schema structured output.
      return createOpenAI({ apiKey, baseURL }).chat(model);
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL })(model);
    case 'google':
      return createGoogleGenerativeAI({ apiKey, baseURL })(model);
    case 'deepseek':
      return createDeepSeek({ apiKey, baseURL })(model);
  }
}

/**
 * The real model of every analyst that has one: its own provider when that has a key, else the
 * OpenAI-compatible server when one is configured. Analysts missing from the map are built-in.
 */
export function resolveAnalystModels(config: AnalystConfig): Map<TAnalystId, AnalystModel> {
  const models = new Map<TAnalystId, AnalystModel>();
  const { compatible } = config;
  // Ollama and vLLM both accept response_format json_schema, so the schema reaches the model.
  const compatibleModel = compatible
    ? bind(
        createOpenAICompatible({
          name: 'openai-compatible',
          baseURL: compatible.baseURL,
          apiKey: compatible.apiKey,
          supportsStructuredOutputs: true,
        }).chatModel(compatible.model),
        compatible.model,
        'OpenAI-compatible',
        compatible.baseURL,
      )
    : null;
  for (const [analyst, key] of Object.entries(ANALYST_PROVIDERS) as [TAnalystId, ProviderKey][]) {
    const settings = config[key];
    if (settings)
      models.set(
        analyst,
        bind(
          providerModel(key, settings),
          settings.model,
          PROVIDER_NAMES[key],
          settings.baseURL ?? DEFAULT_ADDRESSES[key],
        ),
      );
    else if (compatibleModel) models.set(analyst, compatibleModel);
  }
  return models;
}
