import { type Organization, ZCreateOrganizationResponse, ZOrganizationList } from '@support/shared';
import { api } from '../../lib/api';

export async function fetchOrganizations(): Promise<Organization[]> {
  return ZOrganizationList.parse((await api.get('/organization')).data).organizations;
}

/** POST /v1/organization: a COMPANY organization with the caller as admin; the server makes it active. */
export async function createOrganization(name: string) {
  return ZCreateOrganizationResponse.parse((await api.post('/organization', { name })).data);
}

export async function changeOrganization(id: string): Promise<void> {
  await api.post('/organization/change', { id });
}
