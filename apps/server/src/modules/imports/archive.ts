import { IMPORT_LIMITS } from '@support/shared';
import { appError } from '../../lib/errors';
import { type OpenedZip, openZip, verifyZip, ZipProblem } from '../../lib/zip/readZip';

/** How long checking an upload may take in its request (it inflates the whole archive once). */
const CHECK_MS = 60_000;

/** The zip (a .docx is one too) opened within the import's bounds; a problem is a 400 with its code. */
export async function openArchive(file: string): Promise<OpenedZip> {
  try {
    return await openZip(file, IMPORT_LIMITS);
  } catch (error) {
    throw asAppError(error);
  }
}

/**
 * Refuses an archive past a bound before anything is written: its directory first, then every file
 * inflated and counted (a directory's declared sizes may lie), within CHECK_MS.
 */
export async function checkArchive(file: string): Promise<void> {
  const zip = await openArchive(file);
  try {
    if (zip.files.length === 0) throw appError('IMPORT_INVALID_ARCHIVE', 'The archive holds no files');
    await verifyZip(zip, Date.now() + CHECK_MS);
  } catch (error) {
    throw asAppError(error);
  } finally {
    zip.close();
  }
}

export function asAppError(error: unknown): unknown {
  if (!(error instanceof ZipProblem)) return error;
  return appError(error.kind === 'bomb' ? 'IMPORT_BOMB' : 'IMPORT_INVALID_ARCHIVE', error.message);
}
