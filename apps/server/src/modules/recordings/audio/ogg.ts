import type { FileReader } from './fileReader';

/** How far from the end the last page is looked for (an Ogg page is at most 65,307 bytes). */
const TAIL = 70_000;

/**
 * Ogg (Opus or Vorbis): the last page's granule position, in samples of the codec's clock (48 kHz
 * for Opus, less its pre-skip; the identification header's rate for Vorbis).
 */
export async function oggDuration(file: FileReader): Promise<number | string> {
  const first = Buffer.from(await file.bytes(0, 27 + 255 + 30));
  const segments = first[26] ?? 0;
  const packet = first.subarray(27 + segments);
  let rate: number;
  let preSkip = 0;
  if (packet.subarray(0, 8).toString('latin1') === 'OpusHead' && packet.length >= 12) {
    rate = 48_000;
    preSkip = packet.readUInt16LE(10);
  } else if (packet.subarray(1, 7).toString('latin1') === 'vorbis' && packet.length >= 16) {
    rate = packet.readUInt32LE(12);
  } else {
    return 'it holds neither Opus nor Vorbis';
  }
  if (rate <= 0) return 'its sample rate is zero';
  const start = Math.max(0, file.size - TAIL);
  const tail = Buffer.from(await file.bytes(start, file.size - start));
  for (let at = tail.lastIndexOf('OggS'); at >= 0; at = at > 0 ? tail.lastIndexOf('OggS', at - 1) : -1) {
    if (at + 14 > tail.length || tail[at + 4] !== 0) continue;
    const granule = tail.readBigInt64LE(at + 6);
    // -1: no packet ends on this page; look at the one before.
    if (granule < 0n) continue;
    return ((Number(granule) - preSkip) / rate) * 1000;
  }
  return 'it has no page with a position';
}
