import { SUBSCRIPTION_ERROR_CODES } from '../constants';
import { ZIdParam } from '../schemas/common';
import { ZImport, ZImportList } from '../schemas/import';
import { defineEndpoint } from './endpoint';

const SCOPED = ['NO_ACTIVE_ORGANIZATION', 'ADMIN_ONLY', ...SUBSCRIPTION_ERROR_CODES] as const;

/** Issue 49: Settings → Import (admins): an archive in, a background job, its report. */
export const importsApi = {
  /**
   * Streams the archive to storage within IMPORT_LIMITS and checks its directory before anything is
   * written; the job then imports it. 413 IMPORT_TOO_LARGE, 400 IMPORT_INVALID_ARCHIVE / IMPORT_BOMB.
   */
  create: defineEndpoint({
    method: 'POST',
    path: '/imports',
    summary: 'Upload an archive to import',
    tag: 'imports',
    auth: true,
    status: 201,
    formBody: {
      description: 'The archive and where it goes',
      parts: {
        kind: { description: 'MARKDOWN, HTML, DOCX or CONFLUENCE' },
        helpCenterId: { description: 'The help center the groups are made in (optional)' },
        file: { description: 'A .zip (or a .docx for DOCX)', file: true },
      },
    },
    errors: [
      ...SCOPED,
      'HELP_CENTER_NOT_FOUND',
      'INVALID_UPLOAD',
      'IMPORT_TOO_LARGE',
      'IMPORT_INVALID_ARCHIVE',
      'IMPORT_BOMB',
    ],
    schemas: { response: ZImport },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/imports',
    tag: 'imports',
    auth: true,
    errors: SCOPED,
    schemas: { response: ZImportList },
  }),
  /** The import with its report; the web polls it while the job runs. */
  get: defineEndpoint({
    method: 'GET',
    path: '/imports/:id',
    tag: 'imports',
    auth: true,
    errors: [...SCOPED, 'IMPORT_NOT_FOUND'],
    schemas: { params: ZIdParam, response: ZImport },
  }),
};
