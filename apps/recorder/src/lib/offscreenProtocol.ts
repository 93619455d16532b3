import type { NarrationEnd } from './narration';

/**
 * Service worker ↔ offscreen document (the narration's microphone). The worker commands, the
 * document answers each command, and tells the worker when the audio ended on its own (a limit, an
 * error). Times are on the steps' clock: milliseconds since the recording started.
 */

export const OFFSCREEN_URL = 'offscreen.html';
/** The port a popup opens to receive the microphone level while it is open. */
export const LEVEL_PORT = 'narration-level';

export type OffscreenCommand =
  | { target: 'offscreen'; command: 'start'; recordingId: string; startedAt: number }
  | { target: 'offscreen'; command: 'pause'; recordingId: string; atMs: number }
  | { target: 'offscreen'; command: 'resume'; recordingId: string; atMs: number }
  /** Stops and waits until every chunk is in IndexedDB. */
  | { target: 'offscreen'; command: 'stop'; recordingId: string }
  /** Stops and keeps nothing further (the worker deletes what was stored). */
  | { target: 'offscreen'; command: 'discard'; recordingId: string };

export type OffscreenAnswer =
  | { ok: true; offsetMs?: number; mimeType?: string; chunks?: number; bytes?: number }
  | { ok: false; error: string; reason?: 'denied' | 'no-microphone' | 'error' };

/** Offscreen document → worker, unasked. */
export type OffscreenEvent = {
  from: 'offscreen';
  type: 'ended';
  recordingId: string;
  reason: NarrationEnd;
  atMs: number;
  message?: string;
};

/** What the document sends on the level port. */
export type LevelMessage = { level: number };

export const isOffscreenCommand = (message: unknown): message is OffscreenCommand =>
  typeof message === 'object' && message !== null && (message as { target?: unknown }).target === 'offscreen';

export const isOffscreenEvent = (message: unknown): message is OffscreenEvent =>
  typeof message === 'object' && message !== null && (message as { from?: unknown }).from === 'offscreen';
