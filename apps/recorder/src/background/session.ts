import { updateBadge } from './badge';
import { load, mirror, type Recording, type Stored, save, serialized } from './state';

/**
 * The recording in memory, written through to storage: every change goes through `change`, which
 * runs after the previous one, saves, mirrors the state for the content scripts and updates the badge.
 */

let cached: Promise<Stored> | null = null;

export function current(): Promise<Stored> {
  cached ??= load();
  return cached;
}

export function change<T>(work: (stored: Stored) => T | Promise<T>): Promise<T> {
  return serialized(async () => {
    const stored = await current();
    const result = await work(stored);
    await save({
      auth: stored.auth,
      organization: stored.organization,
      recording: stored.recording,
      uploads: stored.uploads,
    });
    await mirror(stored.recording);
    await updateBadge(stored.recording, stored.uploads);
    return result;
  });
}

/** The recording if it is taking steps now. */
export async function recordingNow(): Promise<Recording | null> {
  const { recording } = await current();
  return recording?.status === 'recording' ? recording : null;
}
