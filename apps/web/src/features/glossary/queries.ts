import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { planKeys } from '../plans/queries';
import { createEntry, deleteEntry, fetchEntries, generateDefinition, updateEntry } from './api';

/** Under ['organization']: the glossary belongs to the active organization and goes on a switch. */
export const glossaryKeys = {
  all: ['organization', 'glossary'] as const,
  entries: ['organization', 'glossary', 'entries'] as const,
};

/** Every entry of the organization, by term; the page, the edit dialog and the editor's marks share it. */
export function useGlossaryEntries(enabled = true) {
  return useQuery({ queryKey: glossaryKeys.entries, queryFn: fetchEntries, enabled });
}

/** A write changes the list and the GLOSSARY usage of the plan (its meter and limit). */
function useInvalidateGlossary() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: glossaryKeys.all }),
      queryClient.invalidateQueries({ queryKey: planKeys.all }),
    ]);
}

export function useCreateEntry() {
  const invalidate = useInvalidateGlossary();
  return useMutation({ mutationFn: createEntry, onSuccess: invalidate });
}

export function useUpdateEntry() {
  const invalidate = useInvalidateGlossary();
  return useMutation({
    mutationFn: ({ id, ...body }: Parameters<typeof updateEntry>[1] & { id: string }) =>
      updateEntry(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteEntry() {
  const invalidate = useInvalidateGlossary();
  return useMutation({ mutationFn: deleteEntry, onSuccess: invalidate });
}

export function useGenerateDefinition() {
  return useMutation({ mutationFn: generateDefinition });
}
