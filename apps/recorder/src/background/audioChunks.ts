import { run } from './images';

/**
 * The narration as the offscreen document records it: one IndexedDB entry per MediaRecorder chunk
 * (key `recordingId/audio-000001`, in order), written as each arrives, so neither a closed popup nor
 * a stopped service worker loses any of it. The worker reads them back as one file to upload.
 */

const PREFIX = 'audio-';
const key = (recordingId: string, index: number) =>
  `${recordingId}/${PREFIX}${String(index).padStart(6, '0')}`;
// Keys `id/audio-…` sort between `id/audio-` and `id/audio.` ('.' follows '-').
const range = (recordingId: string) =>
  IDBKeyRange.bound(`${recordingId}/${PREFIX}`, `${recordingId}/audio.`, false, true);

export function putAudioChunk(recordingId: string, index: number, chunk: Blob): Promise<IDBValidKey> {
  return run('readwrite', (store) => store.put(chunk, key(recordingId, index)));
}

export function getAudioChunks(recordingId: string): Promise<Blob[]> {
  return run('readonly', (store) => store.getAll(range(recordingId)) as IDBRequest<Blob[]>);
}

export function deleteAudioChunks(recordingId: string): Promise<undefined> {
  return run('readwrite', (store) => store.delete(range(recordingId)));
}
