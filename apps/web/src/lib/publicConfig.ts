import { ZPublicConfig } from '@support/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/** Public settings (legal links, contact addresses) that pages need before and after sign-in. */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: async () => ZPublicConfig.parse((await api.get('/config')).data),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
