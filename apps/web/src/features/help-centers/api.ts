import {
  type CreateHelpCenterRequest,
  type ExtractedTheme,
  type GroupCardRequest,
  type GroupTranslations,
  type HelpCenter,
  type HelpCenterGroups,
  type HelpCenterLink,
  type HelpCenterSso,
  helpCenterSsoApi,
  helpCentersApi,
  type PlaceRequest,
  type PublicGroup,
  type PutHelpCenterLinksRequest,
  publicGroupsApi,
  type UpdateHelpCenterSettingsRequest,
  type UpdateHelpCenterSsoRequest,
} from '@support/shared';
import { call } from '../../lib/client';

/** Thin typed calls of spec 02 §7 "Help centers" and "Public groups", typed by the shared contract. */

export function fetchHelpCenters(): Promise<HelpCenter[]> {
  return call(helpCentersApi.list);
}

export function fetchHelpCenter(id: string): Promise<HelpCenter> {
  return call(helpCentersApi.get, { params: { id } });
}

export function createHelpCenter(body: CreateHelpCenterRequest): Promise<HelpCenter> {
  return call(helpCentersApi.create, { body });
}

export function updateSettings(id: string, body: UpdateHelpCenterSettingsRequest): Promise<HelpCenter> {
  return call(helpCentersApi.updateSettings, { params: { id }, body });
}

/** A new address (slug): the old one redirects to it for a year. */
export function changeSlug(id: string, slug: string): Promise<HelpCenter> {
  return call(helpCentersApi.changeSlug, { params: { id }, body: { slug } });
}

/** The reader sign-in (OpenID Connect) of a help center; its client secret never comes back. */
export function fetchSso(id: string): Promise<HelpCenterSso> {
  return call(helpCenterSsoApi.get, { params: { id } });
}

/** Sets the OpenID provider (the server discovers it first); with `activate`, SSO is on at once. */
export function updateSso(id: string, body: UpdateHelpCenterSsoRequest): Promise<HelpCenterSso> {
  return call(helpCenterSsoApi.update, { params: { id }, body });
}

/** "Check now": looks the custom domain's TXT record up; answers the help center with the new state. */
export function checkDomain(id: string): Promise<HelpCenter> {
  return call(helpCentersApi.checkDomain, { params: { id } });
}

/** Publish or unpublish (one request); answers the help center as it is now. */
export function setPublished(id: string, published: boolean): Promise<HelpCenter> {
  return call(published ? helpCentersApi.publish : helpCentersApi.unpublish, { params: { id } });
}

/** A preview link of the site (minutes long) for the signed-in member. */
export async function previewUrl(id: string): Promise<string> {
  return (await call(helpCentersApi.preview, { params: { id } })).url;
}

export async function deleteHelpCenter(id: string): Promise<void> {
  await call(helpCentersApi.delete, { params: { id } });
}

/** Multipart, so not a contract endpoint: sent as a form by lib/http. */
export async function uploadLogo(id: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('logo', file);
  return (await call(helpCentersApi.uploadLogo, { params: { id }, body: form })).logo;
}

export function saveLinks(id: string, links: PutHelpCenterLinksRequest['links']): Promise<HelpCenterLink[]> {
  return call(helpCentersApi.saveLinks, { params: { id }, body: { links } });
}

export function extractTheme(id: string, url: string): Promise<ExtractedTheme> {
  return call(helpCentersApi.extractTheme, { params: { id }, body: { url } });
}

export function saveExtractedTheme(id: string): Promise<HelpCenter> {
  return call(helpCentersApi.saveExtractedTheme, { params: { id } });
}

export function fetchGroups(helpCenterId: string): Promise<HelpCenterGroups> {
  return call(publicGroupsApi.list, { params: { id: helpCenterId } });
}

export function createGroup(
  helpCenterId: string,
  name: string,
  parentId: string | null,
): Promise<PublicGroup> {
  return call(publicGroupsApi.create, { params: { id: helpCenterId }, body: { name, parentId } });
}

export async function renameGroup(groupId: string, name: string): Promise<void> {
  await call(publicGroupsApi.rename, { params: { groupId }, body: { name } });
}

export async function setGroupTranslations(groupId: string, translations: GroupTranslations): Promise<void> {
  await call(publicGroupsApi.translations, { params: { groupId }, body: { translations } });
}

export async function setGroupCard(groupId: string, card: GroupCardRequest): Promise<void> {
  await call(publicGroupsApi.card, { params: { groupId }, body: card });
}

export async function deleteGroup(groupId: string): Promise<void> {
  await call(publicGroupsApi.delete, { params: { groupId } });
}

/** One drag of the articles tab: the move and the new order in one request; answers the tree. */
export function placeInTree(helpCenterId: string, placement: PlaceRequest): Promise<HelpCenterGroups> {
  return call(publicGroupsApi.place, { params: { id: helpCenterId }, body: placement });
}

export async function removeArticle(articleId: string): Promise<void> {
  await call(publicGroupsApi.removeArticle, { params: { articleId } });
}
