import { AI_NOT_CONFIGURED_MESSAGE } from '@support/shared';
import { serviceUnavailable } from '../errors';
import { createOpenAiClient } from './openaiClient';
import type { AiSettings } from './settings';
import type { AiClient } from './types';

export { describeWritingStyle, languageName, type WritingStyle } from './style';
export type { AiClient, AiCompletionInput } from './types';

/** The configured AI, or null when AI_BASE_URL and AI_API_KEY are both unset. */
export function createAiClient(
  config: AiSettings | null,
  onError?: (error: unknown) => void,
): AiClient | null {
  if (!config) return null;
  return createOpenAiClient({ ...config, onError });
}

/** 503 AI_NOT_CONFIGURED unless the server has an AI. */
export function requireAi(ai: AiClient | null): AiClient {
  if (!ai) throw serviceUnavailable(AI_NOT_CONFIGURED_MESSAGE, 'AI_NOT_CONFIGURED');
  return ai;
}
