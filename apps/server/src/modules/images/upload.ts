import { EXTERNAL_IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE, NOT_AN_IMAGE_MESSAGE } from '@support/shared';
import type { FastifyRequest } from 'fastify';
import { isDiskFull } from '../../lib/diskFull';
import { AppError, badRequest } from '../../lib/errors';
import { type Spool, SpoolDiskError, type SpooledFile } from '../../lib/uploads/spool';

/** The uploaded file, in a temporary file of the spool (the caller stores or discards it). */
export type Upload = { filename: string; file: SpooledFile };

export const imageTooLarge = () => new AppError('IMAGE_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
export const notAnImage = () => badRequest(NOT_AN_IMAGE_MESSAGE, 'NOT_AN_IMAGE');
const malformed = () => badRequest('The upload is malformed or ends before its last part', 'INVALID_UPLOAD');

export type UploadRule = { field: string; maxBytes: number; tooLarge: () => Error; notAnImage: () => Error };
const EXTERNAL_IMAGE: UploadRule = {
  field: 'image',
  maxBytes: EXTERNAL_IMAGE_MAX_BYTES,
  tooLarge: imageTooLarge,
  notAnImage,
};

/**
 * The file of the multipart field `image` (or the rule's field; other parts are skipped), written
 * to a temporary file as it arrives. Reading stops at the size limit, so an oversized upload never
 * sits anywhere whole.
 */
export async function readImageUpload(
  request: FastifyRequest,
  spool: Spool,
  rule: UploadRule = EXTERNAL_IMAGE,
): Promise<Upload> {
  const { field, maxBytes, tooLarge } = rule;
  if (!request.isMultipart()) throw rule.notAnImage();
  let upload: Upload | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes + 1, files: 5, parts: 20 },
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field || upload) {
        part.file.resume();
        continue;
      }
      const file = await spool.write(part.file, (size) => {
        if (size > maxBytes) throw tooLarge();
      });
      upload = { filename: part.filename, file };
    }
  } catch (error) {
    if (upload) await spool.discard([upload.file]);
    // A full disk can surface as the parser's error (the spool stopped reading): still the server's.
    if (error instanceof AppError || error instanceof SpoolDiskError || isDiskFull(error)) throw error;
    throw malformed();
  }
  if (!upload || upload.file.size === 0) {
    if (upload) await spool.discard([upload.file]);
    throw rule.notAnImage();
  }
  return upload;
}
