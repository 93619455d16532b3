import { type ArticleStatus, articleStatus, type GenerationStage } from '@support/shared';

/** Spec 02 §2, §4 and §8: where a row leads, and what a failed or processing article says. */

type Statusable = Parameters<typeof articleStatus>[0] & { id: string };

export function articleHref(article: Statusable): string {
  return articleStatus(article) === 'processing'
    ? `/articles/${article.id}/steps`
    : `/articles/${article.id}`;
}

export function anyProcessing(articles: ReadonlyArray<Parameters<typeof articleStatus>[0]>): boolean {
  return articles.some((article) => articleStatus(article) === 'processing');
}

/** Key under `failure.list` of the articles catalogue. */
export function failureListKey(reason: string | null | undefined): 'noCredits' | 'downtime' | 'generic' {
  if (reason === 'NO_CREDITS_LEFT') return 'noCredits';
  if (reason === 'TEMPORARY_GENERATION_SERVICE_DOWNTIME') return 'downtime';
  return 'generic';
}

/** The detail page's failure panel: its texts (keys under `failure.detail`) and the Restart button. */
export function failureDetail(reason: string | null | undefined) {
  const kind = failureListKey(reason);
  return {
    kind,
    titleKey: kind === 'noCredits' ? 'noCreditsTitle' : 'genericTitle',
    textKey: kind === 'noCredits' ? 'noCreditsText' : kind === 'downtime' ? 'downtimeText' : 'genericText',
    canRestart: kind === 'downtime',
    showUpgrade: kind === 'noCredits',
  } as const;
}

export const STAGES: readonly GenerationStage[] = ['PROCESSING', 'EXTRACTING_STEPS', 'WRITING_ARTICLE'];

/** Each stage as done, current or waiting; no stage reported yet means the first is running. */
export function stageStates(current: GenerationStage | null | undefined) {
  const at = current ? STAGES.indexOf(current) : 0;
  return STAGES.map((stage, position) => ({
    stage,
    state: position < at ? 'done' : position === at ? 'current' : 'waiting',
  })) as Array<{ stage: GenerationStage; state: 'done' | 'current' | 'waiting' }>;
}

export function refetchInterval(status: ArticleStatus | undefined, everyMs: number): number | false {
  return status === 'processing' ? everyMs : false;
}
