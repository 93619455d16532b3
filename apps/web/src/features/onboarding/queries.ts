import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '../profile/queries';
import {
  type CreateOrganizationBody,
  createOrganization,
  type OrganizationSettingsBody,
  startTrial,
  updateOrganizationSettings,
} from './api';

/** A new active organization changes everything tenant-scoped, so every cached query is refetched. */
export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrganizationBody) => createOrganization(body),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useUpdateOrganizationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrganizationSettingsBody) => updateOrganizationSettings(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.activeOrganization }),
  });
}

/** Starting the trial changes the plan, the profile's trial fields and every feature gate. */
export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    onSettled: () => queryClient.invalidateQueries(),
  });
}
