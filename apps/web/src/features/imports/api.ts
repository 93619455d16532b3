import { type Import, type ImportKind, type ImportList, importsApi } from '@support/shared';
import { call } from '../../lib/client';

/** Thin typed calls of Settings → Import (issue 49). */

export function fetchImports(): Promise<ImportList['imports']> {
  return call(importsApi.list).then((list) => list.imports);
}

export function fetchImport(id: string): Promise<Import> {
  return call(importsApi.get, { params: { id } });
}

/** Multipart: the fields first, then the file (the server reads them in that order). */
export function startImport(input: {
  kind: ImportKind;
  helpCenterId: string | null;
  file: File;
}): Promise<Import> {
  const form = new FormData();
  form.append('kind', input.kind);
  if (input.helpCenterId) form.append('helpCenterId', input.helpCenterId);
  form.append('file', input.file);
  return call(importsApi.create, { body: form });
}
