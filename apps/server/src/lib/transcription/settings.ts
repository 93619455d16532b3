/** Speech to text for narrations (TRANSCRIPTION_* or the AI's server), read by config. */
export type TranscriptionSettings = {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  /** Narrations larger than this are not sent (every attempt would be refused). */
  maxFileBytes: number;
};
