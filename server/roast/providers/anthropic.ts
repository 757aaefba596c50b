// Anthropic's Messages API with plain fetch.
import { z } from 'zod';
import { httpError, postJson, type LlmClient } from './llm';

const answerSchema = z.object({
  content: z.array(z.object({ type: z.string(), text: z.string().optional() })).min(1),
});

export const ANTHROPIC_DEFAULT_BASE_URL = 'https://api.anthropic.com';
export const ANTHROPIC_DEFAULT_MODEL = 'claude-haiku-4-5';

export function anthropicClient(options: { apiKey: string; model?: string; baseUrl?: string }): LlmClient {
  const baseUrl = (options.baseUrl ?? ANTHROPIC_DEFAULT_BASE_URL).replace(/\/+$/, '');
  return {
    name: 'anthropic',
    async complete(prompt, signal) {
      const response = await postJson(
        `${baseUrl}/v1/messages`,
        { 'x-api-key': options.apiKey, 'anthropic-version': '2023-06-01' },
        {
          model: options.model ?? ANTHROPIC_DEFAULT_MODEL,
          max_tokens: 400,
          system: prompt.system,
          messages: [{ role: 'user', content: prompt.user }],
        },
        signal,
      );
      if (!response.ok) throw httpError('Anthropic', response.status);
      const parsed = answerSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error('Anthropic sent a malformed answer');
      const text = parsed.data.content
        .filter((c) => c.type === 'text')
        .map((c) => c.text ?? '')
        .join('');
      return text;
    },
  };
}
