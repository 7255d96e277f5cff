/**
 * The AI provider's client (DESIGN §2 `AI_*`): one OpenAI-compatible client per configuration,
 * made on first use, without retries (a caller answers for a provider that fails) and with the
 * configured timeout. designmate converses through it; comments are translated through it.
 */
import OpenAI from 'openai';
import type { AiConfig } from '../../config.ts';

const clients = new WeakMap<AiConfig, OpenAI>();

export function aiClient(ai: AiConfig): OpenAI {
  let client = clients.get(ai);
  if (!client) {
    client = new OpenAI({
      apiKey: ai.apiKey,
      ...(ai.baseUrl ? { baseURL: ai.baseUrl } : {}),
      timeout: ai.timeoutMs,
      maxRetries: 0,
    });
    clients.set(ai, client);
  }
  return client;
}
