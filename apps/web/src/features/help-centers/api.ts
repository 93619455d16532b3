import {
  type CreateHelpCenterRequest,
  type ExtractedTheme,
  type HelpCenter,
  type HelpCenterGroups,
  type HelpCenterLink,
  type PublicGroup,
  type PutHelpCenterLinksRequest,
  type UpdateHelpCenterRequest,
  type UpdateHelpCenterSettingsRequest,
  ZExtractedTheme,
  ZHelpCenter,
  ZHelpCenterGroups,
  ZHelpCenterLinks,
  ZHelpCenterList,
  ZHelpCenterLogoResponse,
  ZPublicGroup,
} from '@support/shared';
import { api } from '../../lib/api';

/** Thin typed calls of spec 02 §7 "Help centers" and "Public groups"; answers are checked. */

const base = '/help-centers';
const groups = '/public-groups';

export async function fetchHelpCenters(): Promise<HelpCenter[]> {
  return ZHelpCenterList.parse((await api.get(base)).data);
}

export async function fetchHelpCenter(id: string): Promise<HelpCenter> {
  return ZHelpCenter.parse((await api.get(`${base}/${id}`)).data);
}

export async function createHelpCenter(body: CreateHelpCenterRequest): Promise<HelpCenter> {
  return ZHelpCenter.parse((await api.post(base, body)).data);
}

export async function updateHelpCenter(id: string, body: UpdateHelpCenterRequest): Promise<HelpCenter> {
  return ZHelpCenter.parse((await api.put(`${base}/${id}`, body)).data);
}

export async function updateSettings(id: string, body: UpdateHelpCenterSettingsRequest): Promise<HelpCenter> {
  return ZHelpCenter.parse((await api.put(`${base}/${id}/settings`, body)).data);
}

export async function deleteHelpCenter(id: string): Promise<void> {
  await api.delete(`${base}/${id}`);
}

export async function uploadLogo(id: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('logo', file);
  return ZHelpCenterLogoResponse.parse((await api.post(`${base}/${id}/logo`, form)).data).logo;
}

export async function saveLinks(
  id: string,
  links: PutHelpCenterLinksRequest['links'],
): Promise<HelpCenterLink[]> {
  return ZHelpCenterLinks.parse((await api.put(`${base}/${id}/links`, { links })).data);
}

export async function extractTheme(id: string, url: string): Promise<ExtractedTheme> {
  return ZExtractedTheme.parse((await api.post(`${base}/${id}/extract-theme`, { url })).data);
}

export async function saveExtractedTheme(id: string): Promise<HelpCenter> {
  return ZHelpCenter.parse((await api.post(`${base}/${id}/save-extracted-theme`)).data);
}

export async function fetchGroups(helpCenterId: string): Promise<HelpCenterGroups> {
  return ZHelpCenterGroups.parse((await api.get(`${groups}/help-centers/${helpCenterId}/groups`)).data);
}

export async function createGroup(
  helpCenterId: string,
  name: string,
  parentId: string | null,
): Promise<PublicGroup> {
  return ZPublicGroup.parse(
    (await api.post(`${groups}/help-centers/${helpCenterId}/groups`, { name, parentId })).data,
  );
}

export async function renameGroup(groupId: string, name: string): Promise<void> {
  await api.put(`${groups}/groups/${groupId}`, { name });
}

export async function deleteGroup(groupId: string): Promise<void> {
  await api.delete(`${groups}/groups/${groupId}`);
}

export async function moveGroup(groupId: string, targetParentId: string | null): Promise<void> {
  await api.put(`${groups}/groups/${groupId}/move`, { targetParentId });
}

export async function reorderGroups(
  helpCenterId: string,
  parentId: string | null,
  groupIds: string[],
): Promise<void> {
  await api.put(`${groups}/help-centers/${helpCenterId}/groups/reorder`, {
    parentId,
    groupOrders: groupIds.map((groupId, sortOrder) => ({ groupId, sortOrder })),
  });
}

export async function placeArticle(groupId: string, articleId: string): Promise<void> {
  await api.put(`${groups}/groups/articles/${articleId}/move`, { targetGroupId: groupId });
}

export async function removeArticle(articleId: string): Promise<void> {
  await api.delete(`${groups}/groups/articles/${articleId}`);
}

export async function reorderArticles(groupId: string, articleIds: string[]): Promise<void> {
  await api.put(`${groups}/groups/${groupId}/articles/reorder`, {
    articleOrders: articleIds.map((articleId, sortOrder) => ({ articleId, sortOrder })),
  });
}
