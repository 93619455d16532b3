import { useMutation, useQuery } from '@tanstack/react-query';
import { confirmConnection, fetchPendingConnection } from './api';
import { isCompleteCode, normalizeCode } from './code';

/** The pending connection of a whole code; nothing is asked while the code is still being typed. */
export function usePendingConnection(typed: string) {
  const code = normalizeCode(typed);
  return useQuery({
    queryKey: ['desktop-recorder', 'connection', code],
    queryFn: () => fetchPendingConnection(code),
    enabled: isCompleteCode(code),
    // An unknown or expired code stays so: asking again would only repeat the 404.
    retry: false,
  });
}

export function useConfirmConnection() {
  return useMutation({
    mutationFn: ({ code, organizationId }: { code: string; organizationId: string }) =>
      confirmConnection(normalizeCode(code), organizationId),
  });
}
