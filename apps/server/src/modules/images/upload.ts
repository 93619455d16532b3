import { EXTERNAL_IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE, NOT_AN_IMAGE_MESSAGE } from '@support/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';

export type Upload = { filename: string; bytes: Buffer };

export const imageTooLarge = () => new AppError(413, IMAGE_TOO_LARGE_MESSAGE, 'IMAGE_TOO_LARGE');
export const notAnImage = () => badRequest(NOT_AN_IMAGE_MESSAGE, 'NOT_AN_IMAGE');

/**
 * The file of the multipart field `image` (other parts are skipped). Reading stops at the size
 * limit, so an oversized upload never sits in memory whole.
 */
export async function readImageUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw notAnImage();
  let upload: Upload | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: EXTERNAL_IMAGE_MAX_BYTES, files: 5, parts: 20 },
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'image' || upload) {
        part.file.resume();
        continue;
      }
      upload = { filename: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
    throw error;
  }
  if (!upload || upload.bytes.length === 0) throw notAnImage();
  return upload;
}
