import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createTemplate, deleteTemplate, fetchTemplates, renameTemplate } from './api';

/** Under ['organization']: the templates belong to the active organization and go on a switch. */
export const templateKeys = { all: ['organization', 'article-templates'] as const };

/** The organization's templates by name; the settings page and the create modal share it. */
export function useArticleTemplates() {
  return useQuery({ queryKey: templateKeys.all, queryFn: fetchTemplates });
}

function useInvalidateTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: templateKeys.all });
}

export function useCreateTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({ mutationFn: createTemplate, onSuccess: invalidate });
}

export function useRenameTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameTemplate(id, name),
    onSuccess: invalidate,
  });
}

export function useDeleteTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({ mutationFn: deleteTemplate, onSuccess: invalidate });
}
