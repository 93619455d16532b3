/** Room for a multipart envelope around its file: boundaries, part headers and a few text fields. */
const ENVELOPE_BYTES = 256 * 1024;

/**
 * The bodyLimit a multipart route declares for one file of at most `fileBytes`. Multipart bodies are
 * counted part by part by their readers (no parser limit applies); the route's limit is what an early
 * refusal (401, 429) lets arrive before it closes (plugins/closeUnreadBodies.ts).
 */
export function multipartBodyLimit(fileBytes: number): number {
  return fileBytes + ENVELOPE_BYTES;
}
