import type { SupportedLanguage, TranslationEdit } from '@support/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptMachineTranslation,
  editTranslation,
  fetchTranslationJobs,
  fetchTranslations,
  retryTranslation,
} from './api';
import { anyJobPending, TRANSLATION_POLL_MS } from './rules/status';

export const translationKeys = {
  article: (id: string) => ['articles', 'detail', id, 'translations'] as const,
  /** Under ['organization']: the jobs belong to the active organization and go on a switch. */
  jobs: ['organization', 'translation-jobs'] as const,
};

/**
 * An article's translations and jobs, asked again every 5 s while a job is waiting, translating or
 * on hold (spec 02 §9), and not otherwise.
 */
export function useArticleTranslations(id: string, enabled = true) {
  return useQuery({
    queryKey: translationKeys.article(id),
    queryFn: () => fetchTranslations(id),
    enabled,
    // A source edit puts jobs on hold at once: whoever opens the page or the share links sees that.
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && anyJobPending(query.state.data.translationJobs) ? TRANSLATION_POLL_MS : false,
  });
}

/** The organization's latest translation jobs (the settings page), polled the same way. */
export function useTranslationJobs(enabled = true) {
  return useQuery({
    queryKey: translationKeys.jobs,
    queryFn: fetchTranslationJobs,
    enabled,
    refetchInterval: (query) =>
      query.state.data && anyJobPending(query.state.data) ? TRANSLATION_POLL_MS : false,
  });
}

/** A translation change moves the article's translations, the jobs and the list's language badges. */
function useInvalidateTranslations(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: translationKeys.article(id) }),
      queryClient.invalidateQueries({ queryKey: translationKeys.jobs }),
      queryClient.invalidateQueries({ queryKey: ['articles', 'list'] }),
    ]);
}

export function useEditTranslation(id: string) {
  const invalidate = useInvalidateTranslations(id);
  return useMutation({
    mutationFn: ({ language, ...body }: TranslationEdit & { language: SupportedLanguage }) =>
      editTranslation(id, language, body),
    onSuccess: invalidate,
  });
}

export function useAcceptMachineTranslation(id: string) {
  const invalidate = useInvalidateTranslations(id);
  return useMutation({
    mutationFn: (language: SupportedLanguage) => acceptMachineTranslation(id, language),
    onSuccess: invalidate,
  });
}

export function useRetryTranslation(id: string) {
  const invalidate = useInvalidateTranslations(id);
  return useMutation({
    mutationFn: (language: SupportedLanguage) => retryTranslation(id, language),
    onSuccess: invalidate,
  });
}
