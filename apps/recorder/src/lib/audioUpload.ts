import { RECORDING_AUDIO_MAX_BYTES, type RecordingManifest } from '@support/shared';
import { audioFileName } from './narration';

/**
 * What an upload sends of the narration: the audio part only when the manifest has `audio` (the
 * person switched narration on) and the stored chunks make a file within the format's limit. Without
 * a file the `audio` field goes too, so the steps are never refused for their narration.
 */
export function narrationUpload(
  manifest: RecordingManifest,
  chunks: Blob[],
): { manifest: RecordingManifest; audio: File | null } {
  if (!manifest.audio) return { manifest, audio: null };
  const type = manifest.audio.mimeType ?? chunks[0]?.type ?? 'audio/webm';
  const bytes = chunks.reduce((sum, chunk) => sum + chunk.size, 0);
  if (bytes === 0 || bytes > RECORDING_AUDIO_MAX_BYTES)
    return { manifest: withoutAudio(manifest), audio: null };
  return { manifest, audio: new File(chunks, audioFileName(type), { type }) };
}

export function withoutAudio(manifest: RecordingManifest): RecordingManifest {
  const { audio: _dropped, ...rest } = manifest;
  return rest;
}

/**
 * Whether the server refused an upload for its narration (the audio part or the manifest's `audio`
 * field, which its messages name), so the steps can go again without it instead of being lost.
 */
export function refusedForNarration(status: number, message: string, sentAudio: boolean): boolean {
  return sentAudio && (status === 400 || status === 413) && /\baudio\b/i.test(message);
}
