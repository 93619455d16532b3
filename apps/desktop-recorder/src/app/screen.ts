import type { RecordingJournal } from '../store/journal';
import type { UploadState } from './uploadFlow';

/**
 * The control window's screens, one at a time:
 * connect → ready → countdown (3 s) → recording (pause/resume) → review (delete steps) → uploading → done.
 * An unfinished recording found at start (a crash, a lost connection, a quit mid-upload) comes back
 * in review with a note, so the person resumes the upload or discards it. The screen is never
 * stored: it follows from the upload, the countdown, the open recording and the connection, so it
 * cannot disagree with them.
 */
export type Screen = 'connect' | 'ready' | 'countdown' | 'recording' | 'review' | 'uploading' | 'done';

export type ScreenInputs = {
  upload: UploadState['status'];
  countingDown: boolean;
  journal: RecordingJournal | null;
  connected: boolean;
};

export function screenOf({ upload, countingDown, journal, connected }: ScreenInputs): Screen {
  if (upload === 'done') return 'done';
  if (upload !== 'idle') return 'uploading';
  if (countingDown) return 'countdown';
  if (journal?.status === 'recording') return 'recording';
  if (journal) return 'review';
  return connected ? 'ready' : 'connect';
}
