/**
 * The one thing the product asks of a language model: a system and a user message in, text out.
 * Behind it sits any OpenAI-compatible chat API (openaiClient.ts); services never see the SDK.
 */
export interface AiClient {
  /**
   * The model's answer. Throws a 503 AppError with code AI_UNAVAILABLE when the provider fails,
   * times out, or cuts the answer off.
   */
  complete(input: AiCompletionInput): Promise<string>;
}

export type AiCompletionInput = {
  system: string;
  user: string;
  /** Upper bound of the answer's length in tokens. */
  maxTokens: number;
};
