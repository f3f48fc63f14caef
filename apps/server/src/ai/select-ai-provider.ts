import type { AiConfig } from '../config.js';
import type { AiProvider } from './ai-provider.js';
import { createEmbeddedProvider } from './embedded-provider.js';
import { createOpenAiCompatibleProvider } from './openai-compatible-provider.js';

const embedded = createEmbeddedProvider();
const configured = new WeakMap<AiConfig, AiProvider>();

/** The configured provider: the OpenAI-compatible endpoint when `AI_BASE_URL` is set, else the embedded one. */
export function selectAiProvider(config: AiConfig | undefined): AiProvider {
  if (!config) return embedded;
  let provider = configured.get(config);
  if (!provider) {
    provider = createOpenAiCompatibleProvider(config);
    configured.set(config, provider);
  }
  return provider;
}
