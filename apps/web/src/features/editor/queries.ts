import type { Article } from '@support/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { articleKeys, refreshArticle } from '../articles/queries';
import * as api from './api';

export function useUpdateContent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, ...options }: { content: string } & api.SaveOptions) =>
      api.updateContent(id, content, options),
    onSuccess: (_, { content }) => {
      // The editor compares against this at once, before the refetch lands.
      queryClient.setQueryData<Article>(articleKeys.detail(id), (old) =>
        old
          ? {
              ...old,
              content,
              activeArticleVersion: old.activeArticleVersion && { ...old.activeArticleVersion, content },
            }
          : old,
      );
      return refreshArticle(queryClient, id);
    },
  });
}

export function useSmartEdit(id: string) {
  return useMutation({
    mutationFn: ({ markdownText, changeRequest }: { markdownText: string; changeRequest: string }) =>
      api.smartEdit(id, markdownText, changeRequest),
  });
}
