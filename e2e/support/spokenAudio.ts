import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ESPEAK = '/usr/bin/espeak-ng';

/** A sentence and the second of the file it starts at. */
export type Spoken = { atSeconds: number; text: string };

type Pcm = { sampleRate: number; samples: Int16Array };

/** The 16-bit mono samples of a WAV file as espeak-ng writes it. */
function readWav(file: Buffer): Pcm {
  let offset = 12;
  let sampleRate = 0;
  while (offset + 8 <= file.length) {
    const id = file.toString('ascii', offset, offset + 4);
    let size = file.readUInt32LE(offset + 4);
    if (id === 'fmt ') sampleRate = file.readUInt32LE(offset + 12);
    if (id === 'data') {
      // espeak-ng writing to a file may leave the size at its maximum: the data runs to the end.
      size = Math.min(size, file.length - offset - 8);
      const data = file.subarray(offset + 8, offset + 8 + size);
      return {
        sampleRate,
        samples: new Int16Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.length)),
      };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('espeak-ng wrote no WAV data');
}

function wavBytes({ sampleRate, samples }: Pcm): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.byteLength, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.byteLength, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}

/**
 * A WAV file of real speech for Chromium's stand-in microphone (`--use-file-for-fake-audio-capture`):
 * each sentence spoken by espeak-ng from its second on, silence between. Answers the file's path
 * and each sentence's spoken span in seconds (what a speech-to-text service would report).
 */
export function spokenWav(sentences: Spoken[], totalSeconds: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'support-spoken-'));
  let rate = 0;
  const parts = sentences.map((sentence, i) => {
    const file = path.join(dir, `sentence-${i}.wav`);
    execFileSync(ESPEAK, ['-v', 'en-us', '-s', '160', '-w', file, sentence.text]);
    const pcm = readWav(readFileSync(file));
    rate = pcm.sampleRate;
    return { ...sentence, pcm };
  });
  const samples = new Int16Array(Math.ceil(totalSeconds * rate));
  const spans = parts.map((part) => {
    const start = Math.round(part.atSeconds * rate);
    if (start + part.pcm.samples.length > samples.length) throw new Error(`"${part.text}" runs past the end`);
    samples.set(part.pcm.samples, start);
    return {
      start: part.atSeconds,
      end: part.atSeconds + part.pcm.samples.length / rate,
      text: ` ${part.text}`,
    };
  });
  const file = path.join(dir, 'narration.wav');
  writeFileSync(file, wavBytes({ sampleRate: rate, samples }));
  return { file, spans, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export const canSpeak = () => existsSync(ESPEAK);
