import { TRANSCRIPTION_UNAVAILABLE_MESSAGE } from '@support/shared';
import { type AppError, serviceUnavailable } from '../errors';
import type { TranscriptionSettings } from './settings';

/** What was said, in milliseconds from the audio's start. */
export type TranscribedSegment = { start: number; end: number; text: string };

/**
 * Speech to text with times: one audio file in, its segments out. Behind it sits any server of
 * OpenAI's `POST /audio/transcriptions` (OpenAI, Groq, whisper.cpp's server, speaches).
 */
export interface Transcriber {
  /**
   * The largest audio file the service takes (OpenAI's limit is 25 MB); a larger narration is not
   * sent at all, since every attempt would be refused.
   */
  readonly maxFileBytes: number;
  /** Throws a 503 AppError TRANSCRIPTION_UNAVAILABLE when the service fails, times out or answers nonsense. */
  transcribe(audio: { body: Blob; filename: string; mimeType: string }): Promise<TranscribedSegment[]>;
}

/** A verbose_json answer is a few hundred bytes a minute of speech; anything far larger is not one. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
const MAX_SEGMENTS = 20_000;

/** The configured transcription service, or null when neither TRANSCRIPTION_* nor the AI is set. */
export function createTranscriber(
  config: TranscriptionSettings | null,
  options: { onError?: (error: unknown) => void; fetch?: typeof fetch } = {},
): Transcriber | null {
  if (!config) return null;
  const url = `${(config.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '')}/audio/transcriptions`;
  const doFetch = options.fetch ?? fetch;
  const fail = (reason: string, cause?: unknown): AppError => {
    const error = serviceUnavailable(TRANSCRIPTION_UNAVAILABLE_MESSAGE, 'TRANSCRIPTION_UNAVAILABLE');
    error.cause = cause ?? new Error(reason);
    options.onError?.(error.cause);
    return error;
  };
  return {
    maxFileBytes: config.maxFileBytes,
    async transcribe(audio) {
      const form = new FormData();
      // A file-backed Blob (storage/fileCopy.ts) is read from disk as it is sent.
      form.append('file', new Blob([audio.body], { type: audio.mimeType }), audio.filename);
      form.append('model', config.model);
      form.append('response_format', 'verbose_json');
      form.append('timestamp_granularities[]', 'segment');
      const signal = AbortSignal.timeout(config.timeoutMs);
      let text: string;
      try {
        const response = await doFetch(url, {
          method: 'POST',
          body: form,
          headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
          signal,
          redirect: 'error',
        });
        text = await readBounded(response, MAX_ANSWER_BYTES);
        if (!response.ok) throw new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`);
      } catch (error) {
        throw fail('the transcription service failed', error);
      }
      const segments = parseSegments(text);
      if (!segments) throw fail('the transcription answer had no segments');
      return segments;
    },
  };
}

/** The body as text, refused past `max` bytes without reading on. */
async function readBounded(response: Response, max: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      await reader.cancel();
      throw new Error(`the answer is larger than ${max} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The `segments` of a verbose_json answer (seconds) in milliseconds; an answer with text but no
 * segments (a server that ignores the granularity) counts as one segment over the whole audio.
 */
export function parseSegments(text: string): TranscribedSegment[] | null {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return null;
  }
  if (!answer || typeof answer !== 'object') return null;
  const {
    segments,
    text: whole,
    duration,
  } = answer as { segments?: unknown; text?: unknown; duration?: unknown };
  if (Array.isArray(segments)) {
    return segments.slice(0, MAX_SEGMENTS).flatMap((segment) => {
      const {
        start,
        end,
        text: said,
      } = (segment ?? {}) as { start?: unknown; end?: unknown; text?: unknown };
      if (typeof start !== 'number' || typeof end !== 'number' || typeof said !== 'string') return [];
      if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return [];
      return [{ start: Math.round(start * 1000), end: Math.round(end * 1000), text: said.slice(0, 10_000) }];
    });
  }
  if (typeof whole === 'string') {
    const end =
      typeof duration === 'number' && Number.isFinite(duration) ? duration * 1000 : Number.MAX_SAFE_INTEGER;
    return whole.trim() ? [{ start: 0, end, text: whole.slice(0, 100_000) }] : [];
  }
  return null;
}
