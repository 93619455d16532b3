import type { Article } from '@support/shared';
import clsx from 'clsx';
import { Mic } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStepTitle } from '../../steps/components/useStepTitle';
import { orderedSteps } from '../rules/images';
import { chapterAt, chaptersOf, clockTime } from './chapters';
import { TranscriptionStatusNote } from './TranscriptionStatusNote';

/**
 * The article's narration with its steps as chapters: a chapter plays its step's part, and the
 * step being heard is marked while the audio plays.
 */
export function NarrationPlayer({ article }: { article: Article }) {
  const { t } = useTranslation('articles');
  const stepTitle = useStepTitle();
  const version = article.activeArticleVersion;
  const audio = useRef<HTMLAudioElement>(null);
  const chapters = useMemo(() => chaptersOf(orderedSteps(version?.steps ?? [])), [version?.steps]);
  const [currentId, setCurrentId] = useState<string | null>(null);

  if (!version?.audioUrl) return null;

  const follow = () => {
    const element = audio.current;
    if (element) setCurrentId(chapterAt(chapters, element.currentTime)?.step.id ?? null);
  };
  const play = (seconds: number) => {
    const element = audio.current;
    if (!element) return;
    element.currentTime = seconds;
    follow();
    void element.play()?.catch(() => undefined);
  };

  return (
    <section
      aria-labelledby="narration-title"
      className="mb-4 rounded-xl bg-white p-4 shadow-xs ring-1 ring-stone-200"
    >
      <h2 id="narration-title" className="flex items-center gap-2 text-sm font-semibold text-stone-900">
        <Mic aria-hidden="true" className="size-4 text-violet-600" />
        {t('narration.title')}
      </h2>
      {/* biome-ignore lint/a11y/useMediaCaption: the transcription is in the steps' text. */}
      <audio
        ref={audio}
        controls
        preload="metadata"
        src={version.audioUrl}
        aria-label={t('narration.player')}
        onTimeUpdate={follow}
        onSeeked={follow}
        className="mt-3 w-full"
      />
      {chapters.length > 0 && (
        <ol aria-label={t('narration.chapters')} className="mt-3 max-h-64 space-y-0.5 overflow-y-auto">
          {chapters.map((chapter) => {
            const current = chapter.step.id === currentId;
            return (
              <li key={chapter.step.id}>
                <button
                  type="button"
                  aria-current={current ? 'step' : undefined}
                  onClick={() => play(chapter.start)}
                  className={clsx(
                    'flex w-full items-center gap-3 rounded-md px-2 py-1.5 text-left text-sm transition',
                    current
                      ? 'bg-violet-50 text-violet-900 ring-1 ring-violet-200'
                      : 'text-stone-700 hover:bg-stone-50',
                  )}
                >
                  <span
                    className={clsx(
                      'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                      current ? 'bg-violet-600 text-white' : 'bg-stone-100 text-stone-600',
                    )}
                  >
                    {chapter.number}
                  </span>
                  <span className="min-w-0 flex-1 truncate">{stepTitle(chapter.step, chapter.number)}</span>
                  <time className="shrink-0 tabular-nums text-xs text-stone-500">
                    {clockTime(chapter.start)}
                  </time>
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <TranscriptionStatusNote article={article} />
    </section>
  );
}
