import type { FileReader } from './fileReader';

const MAX_CHUNKS = 1000;

/** WAV (RIFF): the `data` chunk's size over the `fmt ` chunk's bytes per second. */
export async function wavDuration(file: FileReader): Promise<number | string> {
  let position = 12;
  let byteRate = 0;
  for (let count = 0; count < MAX_CHUNKS && position + 8 <= file.size; count++) {
    const header = await file.bytes(position, 16);
    const id = header.subarray(0, 4).toString('latin1');
    const size = header.readUInt32LE(4);
    if (id === 'fmt ') {
      if (header.length < 16) return 'its format chunk is cut off';
      byteRate = (await file.bytes(position + 8, 16)).readUInt32LE(8);
    } else if (id === 'data') {
      if (byteRate <= 0) return 'it has no format chunk before its sound';
      // A recorder that streamed the file may leave the size unknown (0 or 0xFFFFFFFF): the rest of the file.
      const rest = file.size - position - 8;
      const bytes = size === 0 || size === 0xffffffff || size > rest ? rest : size;
      return (bytes / byteRate) * 1000;
    }
    position += 8 + size + (size % 2);
  }
  return 'it has no data chunk';
}
