import { RECORDING_IMAGE_MAX_BYTES, RECORDING_MAX_BYTES, RECORDING_MAX_STEPS } from '@support/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';

/** The manifest of 200 steps with long URLs and typed texts stays far below this. */
export const MANIFEST_MAX_BYTES = 2 * 1024 * 1024;

const MB = 1024 * 1024;
export const recordingTooLarge = () =>
  new AppError(413, `The recording is larger than ${RECORDING_MAX_BYTES / MB} MB`, 'RECORDING_TOO_LARGE');
const imageTooLarge = (name: string) =>
  new AppError(
    413,
    `The image part "${name}" is larger than ${RECORDING_IMAGE_MAX_BYTES / MB} MB`,
    'RECORDING_IMAGE_TOO_LARGE',
  );
export const invalidRecording = (message: string, extra?: Record<string, unknown>) =>
  badRequest(message, 'INVALID_RECORDING', extra);

/** What the multipart body held: the manifest as sent (text or already-parsed JSON) and the files by part name. */
export type RawRecording = { manifest: unknown; files: Map<string, Buffer> };

/**
 * Reads a recording upload (docs/recording-format.md): the `manifest` part, as a text field or a
 * file, and the other parts as files by name. Nothing is stored here. Reading stops as soon as one
 * image or the whole upload passes its limit (413), so an oversized upload never sits in memory
 * whole. Parts are accepted in any order, since a desktop recorder may send the manifest last.
 */
export async function readRecordingUpload(request: FastifyRequest): Promise<RawRecording> {
  if (!request.isMultipart()) {
    throw invalidRecording(
      'A recording is uploaded as multipart/form-data: a "manifest" part and one image part per step',
    );
  }
  let manifest: unknown;
  let sawManifest = false;
  const files = new Map<string, Buffer>();
  let total = 0;
  const take = (name: string) => {
    if (name === 'manifest' ? sawManifest : files.has(name)) {
      throw invalidRecording(`The upload has more than one part named "${name}"`);
    }
  };
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: RECORDING_IMAGE_MAX_BYTES,
        fieldSize: MANIFEST_MAX_BYTES,
        files: RECORDING_MAX_STEPS + 1,
        fields: 10,
        parts: RECORDING_MAX_STEPS + 11,
      },
    })) {
      take(part.fieldname);
      if (part.type === 'field') {
        if (part.fieldname !== 'manifest') continue; // text fields other than the manifest carry nothing
        if (part.valueTruncated) throw manifestTooLarge();
        manifest = typeof part.value === 'string' ? parseJson(part.value) : part.value;
        sawManifest = true;
        continue;
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (codeOf(error) !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        throw part.fieldname === 'manifest' ? manifestTooLarge() : imageTooLarge(part.fieldname);
      }
      total += bytes.length;
      if (total > RECORDING_MAX_BYTES) throw recordingTooLarge();
      if (part.fieldname === 'manifest') {
        if (bytes.length > MANIFEST_MAX_BYTES) throw manifestTooLarge();
        manifest = parseJson(bytes.toString('utf8'));
        sawManifest = true;
      } else {
        files.set(part.fieldname, bytes);
      }
    }
  } catch (error) {
    const code = codeOf(error);
    if (code === 'FST_INVALID_JSON_FIELD_ERROR') throw notJson();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError(
        413,
        `A recording has at most ${RECORDING_MAX_STEPS} steps, one image part each`,
        'RECORDING_TOO_LARGE',
      );
    }
    throw error;
  }
  if (!sawManifest) throw invalidRecording('The upload has no "manifest" part');
  return { manifest, files };
}

const codeOf = (error: unknown) => (error as { code?: string } | null)?.code;
const notJson = () => invalidRecording('The manifest is not valid JSON');
const manifestTooLarge = () =>
  new AppError(413, `The manifest is larger than ${MANIFEST_MAX_BYTES / MB} MB`, 'RECORDING_TOO_LARGE');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw notJson();
  }
}
