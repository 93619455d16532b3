import type { SaveCustomizationRequest } from '@support/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchCustomization, saveCustomization } from './api';

export const customizationKeys = {
  all: ['help-centers', 'customization'] as const,
  one: (id: string) => [...customizationKeys.all, id] as const,
};

export function useCustomization(id: string | undefined) {
  return useQuery({
    queryKey: customizationKeys.one(id ?? ''),
    queryFn: () => fetchCustomization(id!),
    enabled: Boolean(id),
  });
}

/** The answer (the CSS as the server keeps it) becomes the cached customization at once. */
export function useSaveCustomization(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCustomizationRequest) => saveCustomization(id, body),
    onSuccess: ({ removed: _removed, ...saved }) => {
      queryClient.setQueryData(customizationKeys.one(id), saved);
    },
  });
}
