import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createApiKey, fetchApiKeys, revokeApiKey } from './api';

/** Under ['organization']: the keys belong to the active organization and go on a switch. */
export const apiKeyKeys = { all: ['organization', 'api-keys'] as const };

export function useApiKeys() {
  return useQuery({ queryKey: apiKeyKeys.all, queryFn: fetchApiKeys, retry: false });
}

function useInvalidateApiKeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
}

export function useCreateApiKey() {
  const invalidate = useInvalidateApiKeys();
  return useMutation({ mutationFn: createApiKey, onSuccess: invalidate });
}

export function useRevokeApiKey() {
  const invalidate = useInvalidateApiKeys();
  return useMutation({ mutationFn: revokeApiKey, onSuccess: invalidate });
}
