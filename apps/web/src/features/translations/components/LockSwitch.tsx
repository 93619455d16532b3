import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** "Keep my edits": a locked translation is left alone by automatic updates (marked stale instead). */
export function LockSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('translations');
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-text`}
        onClick={() => onChange(!checked)}
        className={clsx(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          checked ? 'bg-brand-600' : 'bg-stone-500',
        )}
      >
        <span
          aria-hidden="true"
          className={clsx(
            'absolute top-0.5 size-5 rounded-full bg-white shadow-sm transition-all',
            checked ? 'left-5.5' : 'left-0.5',
          )}
        />
      </button>
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium text-stone-900">
          {t('edit.lock')}
        </p>
        <p id={`${id}-text`} className="text-sm text-stone-600">
          {t('edit.lockText')}
        </p>
      </div>
    </div>
  );
}
