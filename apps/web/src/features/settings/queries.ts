import type { SupportedLanguage } from '@support/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storeToken } from '../../lib/token';
import { organizationKeys } from '../organizations/queries';
import { profileKeys } from '../profile/queries';
import {
  addTranslationLanguage,
  changePassword,
  fetchSessions,
  type OrganizationSettingsUpdate,
  removeTranslationLanguage,
  revokeSession,
  signOutOtherSessions,
  updateAudioSharing,
  updateOrganizationSettings,
} from './api';

/** Feature checks (AUTO_TRANSLATION_LANGUAGES and others) are cached by the plans work under ['plan']. */
const PLAN_KEY = ['plan'] as const;

export const sessionKeys = { all: ['auth', 'sessions'] as const };

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The old token stops working on the server, so the new one must replace it right away;
    // every other session ended with it.
    onSuccess: (token) => {
      storeToken(token);
      return queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}

export function useSessions() {
  return useQuery({ queryKey: sessionKeys.all, queryFn: fetchSessions });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

/** The name shows in the shell (profile.activeOrganizationName) and in the organization list too. */
export function useUpdateOrganizationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizationSettingsUpdate) => updateOrganizationSettings(body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
        queryClient.invalidateQueries({ queryKey: profileKeys.profile }),
      ]),
  });
}

export function useUpdateAudioSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAudioSharing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
  });
}

/** Spec 02: after adding or removing, organization and auto-translation feature data are refetched. */
function useTranslationLanguageMutation(mutationFn: (language: SupportedLanguage) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
        queryClient.invalidateQueries({ queryKey: PLAN_KEY }),
      ]),
  });
}

export const useAddTranslationLanguage = () => useTranslationLanguageMutation(addTranslationLanguage);
export const useRemoveTranslationLanguage = () => useTranslationLanguageMutation(removeTranslationLanguage);
