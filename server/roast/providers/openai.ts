// OpenAI-compatible chat completions (OpenAI itself or any local server speaking the same API).
import { z } from 'zod';
import { httpError, postJson, type LlmClient } from './llm';

const answerSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';

export function openAiClient(options: { baseUrl?: string; apiKey?: string; model?: string }): LlmClient {
  const baseUrl = (options.baseUrl ?? OPENAI_DEFAULT_BASE_URL).replace(/\/+$/, '');
  return {
    name: 'openai',
    async complete(prompt, signal) {
      const response = await postJson(
        `${baseUrl}/chat/completions`,
        options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
        {
          model: options.model ?? OPENAI_DEFAULT_MODEL,
          messages: [
            { role: 'system', content: prompt.system },
            { role: 'user', content: prompt.user },
          ],
          max_tokens: 400,
          temperature: 0.9,
        },
        signal,
      );
      if (!response.ok) throw httpError('OpenAI-compatible server', response.status);
      const parsed = answerSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error('OpenAI-compatible server sent a malformed answer');
      return parsed.data.choices[0]?.message.content ?? '';
    },
  };
}
