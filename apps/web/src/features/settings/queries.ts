import type { SupportedLanguage } from '@support/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeToken } from '../../lib/token';
import { organizationKeys } from '../organizations/queries';
import { profileKeys } from '../profile/queries';
import {
  addTranslationLanguage,
  changePassword,
  type OrganizationSettingsUpdate,
  removeTranslationLanguage,
  updateOrganizationSettings,
} from './api';

/** Feature checks (AUTO_TRANSLATION_LANGUAGES and others) are cached by the plans work under ['plan']. */
const PLAN_KEY = ['plan'] as const;

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    // The old token stops working on the server, so the new one must replace it right away.
    onSuccess: (token) => {
      storeToken(token);
    },
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
