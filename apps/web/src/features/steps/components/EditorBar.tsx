import type { Step } from '@support/shared';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';

type Props = {
  articleId: string;
  previous: Step | undefined;
  next: Step | undefined;
  number: number;
  total: number;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
};

const arrow =
  'inline-flex size-8 items-center justify-center rounded-lg text-stone-600 ring-1 ring-stone-200 transition hover:bg-stone-50 hover:text-stone-900';

/** Where we are (Step 2 of 5, with previous and next), and Save Changes once something changed. */
export function EditorBar(props: Props) {
  const { t } = useTranslation('steps');
  const { articleId, previous, next, dirty, saving } = props;
  const stepLink = (step: Step | undefined, label: string, Icon: typeof ChevronLeft) =>
    step ? (
      <Link to={`/articles/${articleId}/steps/${step.id}`} className={arrow}>
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">{label}</span>
      </Link>
    ) : (
      <span aria-hidden="true" className={clsx(arrow, 'pointer-events-none opacity-35')}>
        <Icon className="size-4" />
      </span>
    );

  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex items-center gap-1.5">
        {stepLink(previous, t('nav.previous'), ChevronLeft)}
        <p className="min-w-24 text-center text-sm font-medium text-stone-700 tabular-nums">
          {t('nav.position', { number: props.number, total: props.total })}
        </p>
        {stepLink(next, t('nav.next'), ChevronRight)}
      </div>
      {(dirty || saving) && (
        <div className="flex items-center gap-2">
          <span className="inline-flex items-center gap-1.5 text-xs font-medium text-amber-700 max-sm:sr-only">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
            {t('unsaved')}
          </span>
          <Button variant="ghost" size="sm" onClick={props.onDiscard} disabled={saving}>
            {t('discard')}
          </Button>
          <Button size="sm" onClick={props.onSave} loading={saving}>
            {t('save')}
          </Button>
        </div>
      )}
    </div>
  );
}
