import { AI_UNAVAILABLE_MESSAGE } from '@support/shared';
import type OpenAI from 'openai';
import { type AppError, serviceUnavailable } from '../errors';
import type { AiClient, AiCompletionInput } from './types';

export type OpenAiClientOptions = {
  /** Unset: OpenAI itself. Otherwise the API root including its version, e.g. http://localhost:11434/v1. */
  baseUrl: string | undefined;
  /** Local servers (Ollama, vLLM) usually need none. */
  apiKey: string | undefined;
  model: string;
  /** The whole call, retry included, ends after this long. */
  timeoutMs: number;
  /** Where provider failures are reported; the client only ever sees AI_UNAVAILABLE. */
  onError?: (error: unknown) => void;
};

/** An AiClient on the `openai` package, for OpenAI, Azure OpenAI, Ollama, vLLM and the like. */
export function createOpenAiClient(options: OpenAiClientOptions): AiClient {
  // The SDK is loaded at the first call, not at every start of a server that may never call it.
  let loaded: Promise<OpenAI> | undefined;
  const sdk = () => {
    loaded ??= import('openai').then(
      ({ default: OpenAI }) =>
        new OpenAI({
          baseURL: options.baseUrl,
          apiKey: options.apiKey ?? 'not-needed',
          timeout: options.timeoutMs,
          // One retry smooths over a dropped connection; more would keep the writer waiting.
          maxRetries: 1,
        }),
    );
    return loaded;
  };
  // OpenAI's newer models refuse `max_tokens`; the self-hosted servers know only that one.
  const tokenField = options.baseUrl ? 'max_tokens' : 'max_completion_tokens';

  return {
    async complete(input: AiCompletionInput): Promise<string> {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await (await sdk()).chat.completions.create(
          {
            model: options.model,
            messages: [
              { role: 'system', content: input.system },
              { role: 'user', content: userContent(input) },
            ],
            [tokenField]: input.maxTokens,
          },
          { signal: AbortSignal.timeout(options.timeoutMs) },
        );
      } catch (error) {
        options.onError?.(error);
        throw unavailable(AI_UNAVAILABLE_MESSAGE, error);
      }
      const choice = completion.choices?.[0];
      if (!choice || typeof choice.message?.content !== 'string') {
        options.onError?.(new Error('the AI answer had no text'));
        throw unavailable(AI_UNAVAILABLE_MESSAGE);
      }
      // A cut-off answer would silently drop the end of the writer's text.
      if (choice.finish_reason === 'length') {
        throw unavailable('The AI answer was cut off. Select less text and try again.');
      }
      return choice.message.content;
    },

    async *stream(input: AiCompletionInput): AsyncIterable<string> {
      let chunks: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;
      try {
        chunks = await (await sdk()).chat.completions.create(
          {
            model: options.model,
            messages: [
              { role: 'system', content: input.system },
              { role: 'user', content: input.user },
            ],
            [tokenField]: input.maxTokens,
            stream: true,
          },
          { signal: AbortSignal.timeout(options.timeoutMs) },
        );
      } catch (error) {
        options.onError?.(error);
        throw unavailable(AI_UNAVAILABLE_MESSAGE, error);
      }
      try {
        for await (const chunk of chunks) {
          const piece = chunk.choices?.[0]?.delta?.content;
          if (typeof piece === 'string' && piece) yield piece;
        }
      } catch (error) {
        options.onError?.(error);
        throw unavailable(AI_UNAVAILABLE_MESSAGE, error);
      }
    },
  };
}

/** The user message: its text, and the images as parts beside it when there are any. */
function userContent(input: AiCompletionInput): string | OpenAI.Chat.Completions.ChatCompletionContentPart[] {
  if (!input.images?.length) return input.user;
  return [
    { type: 'text', text: input.user },
    ...input.images.map((url) => ({ type: 'image_url' as const, image_url: { url } })),
  ];
}

function unavailable(message: string, cause?: unknown): AppError {
  const error = serviceUnavailable(message, 'AI_UNAVAILABLE');
  if (cause !== undefined) error.cause = cause;
  return error;
}
