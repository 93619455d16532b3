import {
  type EndpointInput,
  profileApi,
  type Session,
  type SupportedLanguage,
  ZEndedSessions,
  ZSessionList,
  type ZUpdateOrganizationSettingsRequest,
} from '@support/shared';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { call } from '../../lib/client';

export type OrganizationSettingsUpdate = z.input<typeof ZUpdateOrganizationSettingsRequest>;

/** Answers a fresh token: the server ends the session the old one belonged to. */
export async function changePassword(body: EndpointInput<typeof profileApi.changePassword>['body']) {
  return (await call(profileApi.changePassword, { body })).token;
}

/** GET /v1/auth/sessions: the caller's active sessions, the newest use first. */
export async function fetchSessions(): Promise<Session[]> {
  return ZSessionList.parse((await api.get('/auth/sessions')).data).sessions;
}

/** Ends every session but this one; answers how many ended. */
export async function signOutOtherSessions(): Promise<number> {
  return ZEndedSessions.parse((await api.post('/auth/sessions/sign-out-others')).data).ended;
}

export async function updateOrganizationSettings(body: OrganizationSettingsUpdate): Promise<void> {
  await api.put('/organization/settings', body);
}

export async function addTranslationLanguage(language: SupportedLanguage): Promise<void> {
  await api.post('/organization/settings/translation-languages/add', { language });
}

export async function removeTranslationLanguage(language: SupportedLanguage): Promise<void> {
  await api.delete('/organization/settings/translation-languages/remove', { data: { language } });
}
