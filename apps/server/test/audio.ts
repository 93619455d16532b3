/**
 * Small narration files of each upload format, built byte by byte (no encoder is needed on the
 * test machine): each has the container structure the server reads (and players accept), with
 * silent or empty sound, and plays for the length asked.
 */

/** PCM WAV, 8 kHz mono 16-bit: a tone, so it is real audio a player can play. */
export function wavFile(durationMs: number): Buffer {
  const rate = 8000;
  const samples = Math.round((rate * durationMs) / 1000);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    data.writeInt16LE(Math.round(Math.sin((i / rate) * 2 * Math.PI * 440) * 3000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** One Ogg page holding one packet. */
function oggPage(packet: Buffer, granule: bigint, sequence: number, flags: number): Buffer {
  const lacing: number[] = [];
  let left = packet.length;
  while (left >= 255) {
    lacing.push(255);
    left -= 255;
  }
  lacing.push(left);
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header[5] = flags;
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(0x5eed, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  return Buffer.concat([header, Buffer.from(lacing), packet]);
}

/** Ogg/Opus: OpusHead, OpusTags, then one audio page whose granule position is the length. */
export function oggOpusFile(durationMs: number): Buffer {
  const preSkip = 312;
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1;
  head[9] = 1;
  head.writeUInt16LE(preSkip, 10);
  head.writeUInt32LE(48_000, 12);
  const tags = Buffer.concat([Buffer.from('OpusTags', 'latin1'), Buffer.alloc(8)]);
  const granule = BigInt(Math.round(48 * durationMs) + preSkip);
  return Buffer.concat([
    oggPage(head, 0n, 0, 2),
    oggPage(tags, 0n, 1, 0),
    oggPage(Buffer.from([0xf8, 0xff, 0xfe]), granule, 2, 4),
  ]);
}

/** An EBML element: id bytes, size as an 8-byte vint (or unknown), data. */
function ebml(id: number[], data: Buffer | null): Buffer {
  const size = Buffer.alloc(8);
  if (data === null) size.fill(0xff, 0, 8);
  else size.writeBigUInt64BE(BigInt(data.length) | (1n << 56n));
  if (data === null) size[0] = 0x01;
  return Buffer.concat([Buffer.from(id), size, data ?? Buffer.alloc(0)]);
}
const uint = (value: number, bytes = 4) => {
  const buffer = Buffer.alloc(bytes);
  buffer.writeUIntBE(value, 0, bytes);
  return buffer;
};

/**
 * WebM/Opus as a browser's MediaRecorder writes it: no Duration in Info, segment and clusters of
 * unknown size, one SimpleBlock every 20 ms of the first and last second (a cluster each 10 s).
 */
export function webmFile(durationMs: number, options: { declaredDurationMs?: number } = {}): Buffer {
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], Buffer.concat([ebml([0x42, 0x82], Buffer.from('webm'))]));
  const info = ebml(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([
      ebml([0x2a, 0xd7, 0xb1], uint(1_000_000)),
      ...(options.declaredDurationMs !== undefined
        ? [
            ebml(
              [0x44, 0x89],
              (() => {
                const b = Buffer.alloc(8);
                b.writeDoubleBE(options.declaredDurationMs);
                return b;
              })(),
            ),
          ]
        : []),
    ]),
  );
  const tracks = ebml([0x16, 0x54, 0xae, 0x6b], ebml([0xae], ebml([0xd7], uint(1, 1))));
  const clusters: Buffer[] = [];
  const lastBlock = Math.max(0, durationMs - 20);
  for (let clusterStart = 0; clusterStart <= lastBlock; clusterStart += 10_000) {
    const blocks: Buffer[] = [];
    for (let t = clusterStart; t <= Math.min(lastBlock, clusterStart + 9_980); t += 20) {
      // Only the first and last second carry blocks: the length is read from the last one.
      if (t > 1000 && t < lastBlock - 1000) continue;
      const block = Buffer.alloc(4 + 3);
      block[0] = 0x81; // track 1
      block.writeInt16BE(t - clusterStart, 1);
      block[3] = 0x80; // keyframe
      blocks.push(ebml([0xa3], block));
    }
    clusters.push(ebml([0x1f, 0x43, 0xb6, 0x75], null), ebml([0xe7], uint(clusterStart)), ...blocks);
  }
  return Buffer.concat([header, ebml([0x18, 0x53, 0x80, 0x67], null), info, tracks, ...clusters]);
}

/** MP3, MPEG-1 Layer III at 128 kbit/s and 44.1 kHz, constant bit rate, after an ID3v2 tag. */
export function mp3File(durationMs: number): Buffer {
  const frames = Math.round((durationMs / 1000) * (44_100 / 1152));
  const out: Buffer[] = [];
  const id3 = Buffer.alloc(10 + 20);
  id3.write('ID3', 0, 'latin1');
  id3[3] = 4;
  id3[9] = 20;
  out.push(id3);
  for (let i = 0; i < frames; i++) {
    const padding = i % 3 === 0 ? 0 : 1; // 417.96 bytes a frame on average
    const frame = Buffer.alloc(417 + padding);
    frame.writeUInt32BE((0xfffb9000 | (padding << 9) | 0xc4) >>> 0, 0);
    out.push(frame);
  }
  return Buffer.concat(out);
}

function box(type: string, ...children: Buffer[]): Buffer {
  const data = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + data.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, data]);
}

/** M4A: ftyp, the sound (mdat) and then the movie header with a sound track, as many encoders write it. */
export function m4aFile(durationMs: number): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(durationMs, 16);
  const hdlr = Buffer.alloc(25);
  hdlr.write('soun', 8, 'latin1');
  return Buffer.concat([
    box('ftyp', Buffer.from('M4A \0\0\0\0M4A mp42isom', 'latin1')),
    box('mdat', Buffer.alloc(64)),
    box('moov', box('mvhd', mvhd), box('trak', box('mdia', box('hdlr', hdlr)))),
  ]);
}
