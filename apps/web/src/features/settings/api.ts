import {
  type EndpointInput,
  organizationsApi,
  profileApi,
  type Session,
  type SupportedLanguage,
  sessionsApi,
} from '@support/shared';
import { call } from '../../lib/client';

export type OrganizationSettingsUpdate = EndpointInput<typeof organizationsApi.updateSettings>['body'];

/** Answers a fresh token: the server ends the session the old one belonged to. */
export async function changePassword(body: EndpointInput<typeof profileApi.changePassword>['body']) {
  return (await call(profileApi.changePassword, { body })).token;
}

/** GET /auth/sessions: the caller's active sessions, the newest use first. */
export async function fetchSessions(): Promise<Session[]> {
  return (await call(sessionsApi.list)).sessions;
}

/** Ends one of the caller's sessions (a desktop recorder, another browser): its token stops working at once. */
export async function revokeSession(id: string): Promise<void> {
  await call(sessionsApi.revoke, { params: { id } });
}

/** Ends every session but this one; answers how many ended. */
export async function signOutOtherSessions(): Promise<number> {
  return (await call(sessionsApi.signOutOthers)).ended;
}

export async function updateOrganizationSettings(body: OrganizationSettingsUpdate): Promise<void> {
  await call(organizationsApi.updateSettings, { body });
}

export async function addTranslationLanguage(language: SupportedLanguage): Promise<void> {
  await call(organizationsApi.addTranslationLanguage, { body: { language } });
}

export async function removeTranslationLanguage(language: SupportedLanguage): Promise<void> {
  await call(organizationsApi.removeTranslationLanguage, { body: { language } });
}

/** Whether shared pages and help centers offer narrated articles' audio: ADMINs only. */
export async function updateAudioSharing(shareAudio: boolean): Promise<void> {
  await call(organizationsApi.updateAudioSharing, { body: { shareAudio } });
}
