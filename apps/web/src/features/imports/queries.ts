import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchImport, fetchImports, startImport } from './api';

/** Under ['organization']: imports belong to the active organization and go on a switch. */
export const importKeys = {
  all: ['organization', 'imports'] as const,
  one: (id: string) => ['organization', 'imports', id] as const,
};

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 1500;

export function useImports() {
  return useQuery({ queryKey: importKeys.all, queryFn: fetchImports });
}

/** One import, polled while its job is queued or running (the progress bar), then left alone. */
export function useImport(id: string | null) {
  return useQuery({
    queryKey: importKeys.one(id ?? ''),
    queryFn: () => fetchImport(id!),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'DONE' || status === 'FAILED' ? false : IMPORT_POLL_MS;
    },
  });
}

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    onSuccess: (started) => {
      queryClient.setQueryData(importKeys.one(started.id), started);
      return queryClient.invalidateQueries({ queryKey: importKeys.all, exact: true });
    },
  });
}
