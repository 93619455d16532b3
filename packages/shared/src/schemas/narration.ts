import { z } from 'zod';

/**
 * Narrated recordings (issue 17): what the server says when a narration cannot be transcribed or
 * a step cannot be analysed. The audio's fields are on the article version (`audioUrl`,
 * `audioDurationMs`, `transcriptionStatus`) and on each step (`audioStartTime`, `audioEndTime`,
 * `transcription`, `summary`).
 */
export const TRANSCRIPTION_NOT_CONFIGURED_MESSAGE =
  'Transcription is not configured on this server (TRANSCRIPTION_BASE_URL, or the AI settings)';
export const TRANSCRIPTION_UNAVAILABLE_MESSAGE =
  'The transcription service is not available right now. Please try again later.';
export const NO_AUDIO_MESSAGE = 'This article has no narration to transcribe';
export const TRANSCRIPTION_RUNNING_MESSAGE = 'The narration is being transcribed already';
export const STEP_ANALYSIS_ADMIN_ONLY = 'Only admins can run the AI analysis of a step';

/** A step's transcription is the person's words: long enough for a long explanation, not a file. */
export const TRANSCRIPTION_MAX_LENGTH = 10_000;

/** `PUT /help-articles/{id}/steps/{stepId}/transcription`: what was said, corrected; null or empty clears it. */
export const ZSaveTranscriptionRequest = z
  .object({ transcription: z.string().max(TRANSCRIPTION_MAX_LENGTH).nullable() })
  .strict();
export type SaveTranscriptionRequest = z.infer<typeof ZSaveTranscriptionRequest>;
