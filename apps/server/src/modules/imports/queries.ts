import type { Import, ImportList } from '@support/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor';
import { authorizedOrganizationOf } from '../../core/tenancy';
import type { Db } from '../../db/client';
import { imports } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { canImport, IMPORT_ADMINS_ONLY } from './policy';
import { presentImport, presentImportSummary } from './presenter';

/** `GET /imports`: the organization's 20 newest imports, without their reports. */
export async function listImports(input: { db: Db; actor: Actor }): Promise<ImportList> {
  const organizationId = authorizedOrganizationOf(input.actor, canImport, IMPORT_ADMINS_ONLY);
  const rows = await input.db
    .select()
    .from(imports)
    .where(eq(imports.organizationId, organizationId))
    .orderBy(desc(imports.createdAt))
    .limit(20);
  return { imports: rows.map(presentImportSummary) };
}

/** `GET /imports/{id}`: one import with its report (what the web polls while it runs). */
export async function getImport(input: { db: Db; actor: Actor; id: string }): Promise<Import> {
  const organizationId = authorizedOrganizationOf(input.actor, canImport, IMPORT_ADMINS_ONLY);
  const [row] = await input.db
    .select()
    .from(imports)
    .where(and(eq(imports.id, input.id), eq(imports.organizationId, organizationId)));
  if (!row) throw notFound('Import not found', 'IMPORT_NOT_FOUND');
  return presentImport(row);
}
