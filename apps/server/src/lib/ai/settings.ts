/** The AI's settings (AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS, AI_VISION), read by config. */
export type AiSettings = {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  /** AI_VISION: screenshots may be sent with a step's analysis. */
  vision: boolean;
};
