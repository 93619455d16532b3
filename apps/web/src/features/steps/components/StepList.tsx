import type { Step } from '@support/shared';
import clsx from 'clsx';
import { ImageOff } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStepTitle } from './useStepTitle';

type Props = { articleId: string; steps: Step[]; currentId: string };

/**
 * The steps as thumbnails with number and label. A strip that scrolls sideways on a phone, a column
 * beside the canvas on wide screens. Arrow keys move between the steps.
 */
export function StepList({ articleId, steps, currentId }: Props) {
  const { t } = useTranslation('steps');
  const title = useStepTitle();

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const forward = event.key === 'ArrowDown' || event.key === 'ArrowRight';
    const back = event.key === 'ArrowUp' || event.key === 'ArrowLeft';
    if (!forward && !back) return;
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a')];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = links[Math.min(links.length - 1, Math.max(0, at + (forward ? 1 : -1)))];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <nav aria-label={t('list.label')} data-keys-own="" onKeyDown={onKeyDown}>
      <ol className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-2 2xl:mx-0 2xl:max-h-[calc(100vh-12rem)] 2xl:flex-col 2xl:overflow-x-visible 2xl:overflow-y-auto 2xl:px-0 2xl:pr-1">
        {steps.map((step, position) => {
          const current = step.id === currentId;
          const image = step.imageProcessed ?? step.imageRaw;
          return (
            <li key={step.id} className="w-32 shrink-0 snap-start 2xl:w-auto">
              <Link
                to={`/articles/${articleId}/steps/${step.id}`}
                aria-current={current ? 'step' : undefined}
                className={clsx(
                  'group block rounded-xl p-1.5 outline-none transition focus-visible:ring-2 focus-visible:ring-brand-500',
                  current ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-stone-100',
                )}
              >
                <span className="relative block overflow-hidden rounded-lg bg-stone-100 ring-1 ring-stone-200">
                  {image ? (
                    <img
                      src={image}
                      alt=""
                      loading="lazy"
                      className="aspect-video w-full object-cover object-top"
                    />
                  ) : (
                    <span className="flex aspect-video items-center justify-center text-stone-500">
                      <ImageOff aria-hidden="true" className="size-5" />
                      <span className="sr-only">{t('list.noImage')}</span>
                    </span>
                  )}
                  <span
                    className={clsx(
                      'absolute left-1.5 top-1.5 flex size-5 items-center justify-center rounded-full text-[11px] font-semibold shadow-sm',
                      current ? 'bg-brand-600 text-white' : 'bg-white text-stone-700 ring-1 ring-stone-200',
                    )}
                  >
                    {position + 1}
                  </span>
                </span>
                <span
                  className={clsx(
                    'mt-1.5 line-clamp-1 px-0.5 2xl:line-clamp-2 text-xs leading-snug',
                    current ? 'font-medium text-stone-900' : 'text-stone-600 group-hover:text-stone-900',
                  )}
                >
                  <span className="sr-only">{t('stepN', { number: position + 1 })}: </span>
                  {title(step, position + 1)}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
