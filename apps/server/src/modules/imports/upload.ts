import { IMPORT_LIMITS, type ImportKind, ZImportKind } from '@support/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isDiskFull } from '../../lib/diskFull';
import { AppError, appError, badRequest } from '../../lib/errors';
import { type Spool, SpoolDiskError, type SpooledFile } from '../../lib/uploads/spool';

export type ImportUpload = {
  kind: ImportKind;
  helpCenterId: string | null;
  filename: string;
  file: SpooledFile;
};

const malformed = () => badRequest('The upload is malformed or ends before its last part', 'INVALID_UPLOAD');
const tooLarge = () =>
  appError('IMPORT_TOO_LARGE', `The file is larger than ${IMPORT_LIMITS.zipBytes / 1024 / 1024} MB`);

/**
 * The multipart fields `kind` and `helpCenterId` (before the file) and the file `file`, written to
 * the spool as it arrives; reading stops at IMPORT_LIMITS.zipBytes, so an oversized upload is never
 * held anywhere whole.
 */
export async function readImportUpload(request: FastifyRequest, spool: Spool): Promise<ImportUpload> {
  if (!request.isMultipart()) throw malformed();
  const fields: Record<string, string> = {};
  let upload: { filename: string; file: SpooledFile } | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMPORT_LIMITS.zipBytes + 1, files: 2, parts: 10, fieldSize: 1000 },
    })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || upload) {
        part.file.resume();
        continue;
      }
      const file = await spool.write(part.file, (size) => {
        if (size > IMPORT_LIMITS.zipBytes) throw tooLarge();
      });
      upload = { filename: part.filename.slice(0, 255), file };
    }
  } catch (error) {
    if (upload) await spool.discard([upload.file]);
    if (error instanceof AppError || error instanceof SpoolDiskError || isDiskFull(error)) throw error;
    throw malformed();
  }
  const kind = ZImportKind.safeParse(fields.kind);
  const helpCenterId = z
    .uuid()
    .optional()
    .safeParse(fields.helpCenterId || undefined);
  if (!upload || upload.file.size === 0 || !kind.success || !helpCenterId.success) {
    if (upload) await spool.discard([upload.file]);
    throw badRequest('Send the kind of import, and the file as the part "file"', 'INVALID_UPLOAD');
  }
  return { ...upload, kind: kind.data, helpCenterId: helpCenterId.data ?? null };
}
