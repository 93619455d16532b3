import type { FileReader } from './fileReader';

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};
/** Junk between the tag and the first frame that is still looked through. */
const SYNC_SEARCH = 64 * 1024;

type Frame = { bitrate: number; rate: number; samples: number; length: number; sideInfo: number };

/** An MPEG-1/2/2.5 Layer III frame header, or null. */
function frameAt(bytes: Buffer, at: number): Frame | null {
  if (at + 4 > bytes.length) return null;
  const header = bytes.readUInt32BE(at);
  if (header >>> 21 !== 0x7ff) return null;
  const version = (header >>> 19) & 3;
  const layer = (header >>> 17) & 3;
  const bitrateIndex = (header >>> 12) & 15;
  const rateIndex = (header >>> 10) & 3;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3)
    return null;
  const v1 = version === 3;
  const bitrate = (v1 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex]! * 1000;
  const rate = RATES[version]![rateIndex]!;
  const samples = v1 ? 1152 : 576;
  const padding = (header >>> 9) & 1;
  const mono = ((header >>> 6) & 3) === 3;
  return {
    bitrate,
    rate,
    samples,
    length: Math.floor(((samples / 8) * bitrate) / rate) + padding,
    sideInfo: v1 ? (mono ? 17 : 32) : mono ? 9 : 17,
  };
}

/**
 * MP3: after an ID3v2 tag, the first frame; its Xing/Info or VBRI header counts the frames of a
 * variable bit rate file, otherwise the bit rate is constant and the size says the length. The
 * frame after the first must follow where the first ends, so two sync bytes by chance are no MP3.
 */
export async function mp3Duration(file: FileReader): Promise<number | string> {
  let start = 0;
  const head = Buffer.from(await file.bytes(0, 10));
  if (head.subarray(0, 3).toString('latin1') === 'ID3') {
    const size =
      ((head[6]! & 0x7f) << 21) | ((head[7]! & 0x7f) << 14) | ((head[8]! & 0x7f) << 7) | (head[9]! & 0x7f);
    start = 10 + size + (head[5]! & 0x10 ? 10 : 0);
  }
  const window = Buffer.from(await file.bytes(start, SYNC_SEARCH));
  let offset = 0;
  let frame: Frame | null = null;
  for (; offset + 4 <= window.length; offset++) {
    frame = frameAt(window, offset);
    if (frame) break;
  }
  if (!frame) return 'no MPEG audio frame was found';
  const first = start + offset;
  const following = Buffer.from(await file.bytes(first + frame.length, 4));
  if (following.length === 4 && !frameAt(following, 0)) return 'its frames do not follow one another';
  const body = Buffer.from(await file.bytes(first, 4 + frame.sideInfo + 16 + 40));
  const xing = 4 + frame.sideInfo;
  const tag = body.subarray(xing, xing + 4).toString('latin1');
  if ((tag === 'Xing' || tag === 'Info') && body.length >= xing + 12 && body.readUInt32BE(xing + 4) & 1) {
    return ((body.readUInt32BE(xing + 8) * frame.samples) / frame.rate) * 1000;
  }
  if (body.subarray(36, 40).toString('latin1') === 'VBRI' && body.length >= 36 + 18) {
    return ((body.readUInt32BE(36 + 14) * frame.samples) / frame.rate) * 1000;
  }
  const tail = Buffer.from(await file.bytes(file.size - 128, 3)).toString('latin1');
  const audioBytes = file.size - first - (tail === 'TAG' ? 128 : 0);
  return ((audioBytes * 8) / frame.bitrate) * 1000;
}
