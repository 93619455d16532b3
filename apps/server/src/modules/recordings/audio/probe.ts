import { type FileReader, openFileReader } from './fileReader';
import { mp3Duration } from './mp3';
import { mp4Duration } from './mp4';
import { oggDuration } from './ogg';
import { wavDuration } from './wav';
import { webmDuration } from './webm';

/** The narration formats, recognised by their bytes (the part's declared type is not trusted). */
export const AUDIO_FORMATS = {
  webm: { mimeType: 'audio/webm', extension: 'webm', name: 'WebM' },
  ogg: { mimeType: 'audio/ogg', extension: 'ogg', name: 'Ogg' },
  mp3: { mimeType: 'audio/mpeg', extension: 'mp3', name: 'MP3' },
  wav: { mimeType: 'audio/wav', extension: 'wav', name: 'WAV' },
  m4a: { mimeType: 'audio/mp4', extension: 'm4a', name: 'M4A' },
} as const;
export type AudioFormat = keyof typeof AUDIO_FORMATS;

export type ProbedAudio = { format: AudioFormat; durationMs: number };
export type AudioProbe = { ok: true; audio: ProbedAudio } | { ok: false; problem: string };

/** What the first bytes say the file is, or null for anything else. */
export function sniffAudio(head: Buffer): AudioFormat | null {
  const ascii = (from: number, to: number) => head.subarray(from, to).toString('latin1');
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (ascii(4, 8) === 'ftyp') return 'm4a';
  if (ascii(0, 3) === 'ID3') return 'mp3';
  // An MPEG audio frame header: sync bits, Layer III.
  if (head[0] === 0xff && ((head[1] ?? 0) & 0xe6) === 0xe2) return 'mp3';
  return null;
}

const DURATION_OF: Record<AudioFormat, (file: FileReader) => Promise<number | string>> = {
  wav: wavDuration,
  ogg: oggDuration,
  webm: webmDuration,
  m4a: mp4Duration,
  mp3: mp3Duration,
};

/**
 * The narration's format and length, read from the container's headers on disk: a few reads for
 * WAV, Ogg, MP3 and M4A, one forward pass over the element headers (never the sound) for WebM,
 * whose browser recordings carry no duration. A file that is none of the formats, or whose
 * container does not say how long it is, is refused with the reason.
 */
export async function probeAudio(path: string): Promise<AudioProbe> {
  const file = await openFileReader(path);
  try {
    if (file.size < 12) return { ok: false, problem: 'is empty or too short to be audio' };
    const format = sniffAudio(Buffer.from(await file.bytes(0, 12)));
    if (!format) {
      return { ok: false, problem: 'is not WebM/Opus, Ogg, MP3, WAV or M4A audio' };
    }
    const duration = await DURATION_OF[format](file);
    const name = AUDIO_FORMATS[format].name;
    if (typeof duration === 'string') return { ok: false, problem: `is damaged ${name} audio: ${duration}` };
    if (!Number.isFinite(duration) || duration <= 0) {
      return { ok: false, problem: `is ${name} audio without sound` };
    }
    return { ok: true, audio: { format, durationMs: Math.round(duration) } };
  } finally {
    await file.close();
  }
}
