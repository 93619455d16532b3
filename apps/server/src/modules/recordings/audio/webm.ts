import type { FileReader } from './fileReader';

const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
} as const;
/** Elements that sit beside clusters: one of them ends a cluster of unknown size. */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74, 0x1549a966, 0x1654ae6b, 0x1f43b675, 0x1c53bb6b, 0x1941a469, 0x1043a770, 0x1254c367,
]);
/** 30 minutes of 10 ms frames is 180,000 blocks: far more elements means a hostile file. */
const MAX_ELEMENTS = 2_000_000;

type Header = { id: number; start: number; dataStart: number; size: number | null };

/** An EBML variable-length number at `at`: its length and value (null: all ones, unknown size). */
function vint(
  bytes: Buffer,
  at: number,
  keepMarker: boolean,
): { length: number; value: number | null } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i]!;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { length, value: !keepMarker && allOnes ? null : value };
}

async function readHeader(file: FileReader, position: number): Promise<Header | null> {
  const bytes = await file.bytes(position, 12);
  const id = vint(bytes, 0, true);
  if (!id || id.length > 4) return null;
  const size = vint(bytes, id.length, false);
  if (!size) return null;
  return { id: id.value!, start: position, dataStart: position + id.length + size.length, size: size.value };
}

async function readUint(file: FileReader, header: Header): Promise<number> {
  const bytes = await file.bytes(header.dataStart, Math.min(8, header.size ?? 0));
  return bytes.reduce((value, byte) => value * 256 + byte, 0);
}

/**
 * WebM/Matroska: the Info's Duration when the file has one; a browser's MediaRecorder writes none
 * (and clusters of unknown size), so otherwise the last block's time: cluster timecode plus the
 * block's own offset, in the TimecodeScale's units. Only element headers are read.
 */
export async function webmDuration(file: FileReader): Promise<number | string> {
  const ebml = await readHeader(file, 0);
  if (!ebml || ebml.id !== ID.ebml || ebml.size === null) return 'its EBML header is broken';
  let docType = '';
  for (let at = ebml.dataStart; at < ebml.dataStart + ebml.size; ) {
    const child = await readHeader(file, at);
    if (!child || child.size === null) return 'its EBML header is broken';
    if (child.id === ID.docType) docType = (await file.bytes(child.dataStart, child.size)).toString('latin1');
    at = child.dataStart + child.size;
  }
  docType = docType.replace(/\0+$/, '');
  if (docType !== 'webm' && docType !== 'matroska') return `its document type is "${docType}"`;
  const segment = await readHeader(file, ebml.dataStart + ebml.size);
  if (!segment || segment.id !== ID.segment) return 'it has no segment';
  const segmentEnd =
    segment.size === null ? file.size : Math.min(file.size, segment.dataStart + segment.size);

  let scale = 1_000_000;
  let declared: number | null = null;
  let last = -1;
  let clusterTime = 0;
  let clusterEnd = -1;
  let at = segment.dataStart;
  for (let count = 0; at < segmentEnd; count++) {
    if (count > MAX_ELEMENTS) return 'it has too many elements';
    const element = await readHeader(file, at);
    if (!element) break; // a recording cut off mid-element: what came before still counts
    if (clusterEnd >= 0 && (at >= clusterEnd || SEGMENT_CHILDREN.has(element.id))) clusterEnd = -1;
    if (element.id === ID.info && element.size !== null) {
      for (let inner = element.dataStart; inner < element.dataStart + element.size; ) {
        const child = await readHeader(file, inner);
        if (!child || child.size === null) break;
        if (child.id === ID.timecodeScale) scale = await readUint(file, child);
        if (child.id === ID.duration) {
          const bytes = Buffer.from(await file.bytes(child.dataStart, child.size));
          declared =
            child.size === 4 ? bytes.readFloatBE(0) : child.size === 8 ? bytes.readDoubleBE(0) : null;
        }
        inner = child.dataStart + child.size;
      }
    }
    // Containers are entered; everything else is skipped by its size.
    if (element.id === ID.cluster) {
      clusterEnd = element.size === null ? segmentEnd : element.dataStart + element.size;
      at = element.dataStart;
      continue;
    }
    if (element.id === ID.blockGroup && clusterEnd >= 0 && element.size !== null) {
      at = element.dataStart;
      continue;
    }
    if (element.size === null) return 'an element other than a segment or cluster has no size';
    if (clusterEnd >= 0 && element.id === ID.timecode) clusterTime = await readUint(file, element);
    if (clusterEnd >= 0 && (element.id === ID.simpleBlock || element.id === ID.block)) {
      const bytes = Buffer.from(await file.bytes(element.dataStart, 11));
      const track = vint(bytes, 0, false);
      if (track && track.length + 2 <= bytes.length) {
        last = Math.max(last, clusterTime + bytes.readInt16BE(track.length));
      }
    }
    at = element.dataStart + element.size;
  }
  if (declared !== null && declared > 0) return (declared * scale) / 1_000_000;
  if (last < 0) return 'it has no audio blocks';
  return (last * scale) / 1_000_000;
}
