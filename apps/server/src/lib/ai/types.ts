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
  /**
   * The answer as it is written, piece by piece. Throws AI_UNAVAILABLE when the provider cannot be
   * reached or fails before the first piece; a failure later ends the pieces with that error.
   */
  stream(input: AiCompletionInput): AsyncIterable<string>;
}

export type AiCompletionInput = {
  system: string;
  user: string;
  /** Upper bound of the answer's length in tokens. */
  maxTokens: number;
  /** Images sent with the user message (data: URLs), only to a model that accepts them (AI_VISION). */
  images?: readonly string[];
};
