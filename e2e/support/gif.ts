/**
 * What a GIF file holds, read block by block (GIF89a specification): its version, size, the number
 * of frames (image descriptors) and whether it loops, so a test can tell an animation from a still
 * image without a decoder.
 */
export type GifInfo = { version: string; width: number; height: number; frames: number; loops: boolean };

export function readGif(data: Buffer): GifInfo {
  const version = data.toString('latin1', 0, 6);
  if (version !== 'GIF89a' && version !== 'GIF87a') throw new Error(`not a GIF: starts with ${version}`);
  const width = data.readUInt16LE(6);
  const height = data.readUInt16LE(8);
  let offset = 13 + colorTableSize(data[10]!);
  let frames = 0;
  let loops = false;

  /** Data sub-blocks: a length byte, that many bytes, until a length of 0. */
  const skipSubBlocks = () => {
    while (data[offset] !== 0) {
      if (offset >= data.length) throw new Error('GIF ends inside a block');
      offset += data[offset]! + 1;
    }
    offset += 1;
  };

  for (;;) {
    const introducer = data[offset];
    if (introducer === 0x3b) break; // trailer
    if (introducer === 0x21) {
      const label = data[offset + 1];
      // NETSCAPE2.0 application extension: the animation repeats.
      if (label === 0xff && data.toString('latin1', offset + 3, offset + 14) === 'NETSCAPE2.0') loops = true;
      offset += 2;
      skipSubBlocks();
    } else if (introducer === 0x2c) {
      frames += 1;
      offset += 10 + colorTableSize(data[offset + 9]!);
      offset += 1; // LZW minimum code size
      skipSubBlocks();
    } else {
      throw new Error(`unexpected GIF block 0x${introducer?.toString(16)} at ${offset}`);
    }
  }
  return { version, width, height, frames, loops };
}

/** The size in bytes of a colour table announced in a packed field (0 when there is none). */
function colorTableSize(packed: number): number {
  return packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0;
}
