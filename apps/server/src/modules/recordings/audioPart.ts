import type { MultipartFile } from '@fastify/multipart';
import { RECORDING_AUDIO_MAX_BYTES, RECORDING_AUDIO_MAX_MS, RECORDING_AUDIO_PART } from '@support/shared';
import type { Spool, SpooledFile } from '../../lib/uploads/spool';
import { AUDIO_FORMATS, type AudioFormat, probeAudio } from './audio/probe';
import { invalidRecording } from './errors';

const MB = 1024 * 1024;

/** The narration as received: its temporary file, what its bytes are and how long it plays. */
export type RecordingAudioFile = { file: string; bytes: number; format: AudioFormat; durationMs: number };

const refuse = (problem: string) => invalidRecording(`The "${RECORDING_AUDIO_PART}" part ${problem}`);

/**
 * The `audio` part: only when the manifest announced it (an `audio` field), once, at most
 * RECORDING_AUDIO_MAX_BYTES (reading stops at the first byte over), then recognised by its bytes
 * and measured from its container (at most RECORDING_AUDIO_MAX_MS). Every refusal is a 400 naming
 * the problem; the spooled file is listed in `spooled` before anything can fail, so the caller's
 * clean-up removes it.
 */
export async function readAudioPart(input: {
  part: MultipartFile;
  announced: boolean;
  already: boolean;
  spool: Spool;
  spooled: SpooledFile[];
}): Promise<RecordingAudioFile> {
  if (!input.announced) {
    throw invalidRecording(
      `The upload has an "${RECORDING_AUDIO_PART}" part but the manifest has no "audio" field (when the narration started)`,
    );
  }
  if (input.already)
    throw invalidRecording(`The upload has more than one part named "${RECORDING_AUDIO_PART}"`);
  const spooled = await input.spool.write(input.part.file, (size) => {
    if (size > RECORDING_AUDIO_MAX_BYTES) refuseTooLarge();
  });
  input.spooled.push(spooled);
  const probe = await probeAudio(spooled.path);
  if (!probe.ok) throw refuse(probe.problem);
  if (probe.audio.durationMs > RECORDING_AUDIO_MAX_MS) {
    const minutes = (ms: number) => Math.round((ms / 60_000) * 10) / 10;
    throw refuse(
      `plays ${minutes(probe.audio.durationMs)} minutes; a narration may last at most ${minutes(RECORDING_AUDIO_MAX_MS)} minutes`,
    );
  }
  return { file: spooled.path, bytes: spooled.size, ...probe.audio };
}

function refuseTooLarge(): never {
  throw refuse(`is larger than ${RECORDING_AUDIO_MAX_BYTES / MB} MB`);
}

export const audioFormatOf = (format: AudioFormat) => AUDIO_FORMATS[format];
