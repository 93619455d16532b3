import { type Organization, organizationsApi } from '@support/shared';
import { call } from '../../lib/client';

export async function fetchOrganizations(): Promise<Organization[]> {
  return (await call(organizationsApi.list)).organizations;
}

/** POST /organization: a COMPANY organization with the caller as admin; the server makes it active. */
export function createOrganization(name: string) {
  return call(organizationsApi.create, { body: { name } });
}

export async function changeOrganization(id: string): Promise<void> {
  await call(organizationsApi.change, { body: { id } });
}
