import type { FileReader } from './fileReader';

const MAX_BOXES = 10_000;

type Box = { type: string; dataStart: number; end: number };

/** The boxes in [from, to): type, where its data starts, where it ends. */
async function boxes(file: FileReader, from: number, to: number): Promise<Box[] | null> {
  const found: Box[] = [];
  for (let at = from; at + 8 <= to; ) {
    if (found.length > MAX_BOXES) return null;
    const header = Buffer.from(await file.bytes(at, 16));
    let size = header.readUInt32BE(0);
    let dataStart = at + 8;
    if (size === 1) {
      if (header.length < 16) return null;
      size = Number(header.readBigUInt64BE(8));
      dataStart = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < dataStart - at || at + size > to) return null;
    found.push({ type: header.subarray(4, 8).toString('latin1'), dataStart, end: at + size });
    at += size;
  }
  return found;
}

/**
 * M4A (MP4/ISO BMFF): the movie header's duration over its time scale, if the file has a sound
 * track (a `trak` whose handler is `soun`). `moov` may come after the sound (`mdat`): only box
 * headers are read on the way.
 */
export async function mp4Duration(file: FileReader): Promise<number | string> {
  const top = await boxes(file, 0, file.size);
  if (!top) return 'its boxes are broken';
  const moov = top.find((box) => box.type === 'moov');
  if (!moov) return 'it has no movie header (moov)';
  const inner = await boxes(file, moov.dataStart, moov.end);
  if (!inner) return 'its movie header is broken';
  let hasSound = false;
  for (const trak of inner.filter((box) => box.type === 'trak')) {
    const mdia = (await boxes(file, trak.dataStart, trak.end))?.find((box) => box.type === 'mdia');
    const hdlr = mdia && (await boxes(file, mdia.dataStart, mdia.end))?.find((box) => box.type === 'hdlr');
    if (hdlr && Buffer.from(await file.bytes(hdlr.dataStart + 8, 4)).toString('latin1') === 'soun')
      hasSound = true;
  }
  if (!hasSound) return 'it has no sound track';
  const mvhd = inner.find((box) => box.type === 'mvhd');
  if (!mvhd) return 'it has no movie header (mvhd)';
  const data = Buffer.from(await file.bytes(mvhd.dataStart, 32));
  const v1 = data[0] === 1;
  if (data.length < (v1 ? 32 : 20)) return 'its movie header is cut off';
  const scale = v1 ? data.readUInt32BE(20) : data.readUInt32BE(12);
  const duration = v1 ? Number(data.readBigUInt64BE(24)) : data.readUInt32BE(16);
  if (scale <= 0) return 'its time scale is zero';
  return (duration / scale) * 1000;
}
