import { CONTENT_TYPES, type ContentType } from '@support/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { errorMessage } from '../../../lib/errors';
import { useChangeContentType } from '../queries';

/** Spec 02 §4 (beta, step recordings): choose the guide style, then Rewrite; off when unchanged. */
export function ContentTypeControl({ articleId, current }: { articleId: string; current: ContentType }) {
  const { t } = useTranslation('articles');
  const change = useChangeContentType(articleId);
  const [choice, setChoice] = useState<ContentType>(current);
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <select
          aria-label={t('settings.contentType')}
          value={choice}
          onChange={(event) => setChoice(event.target.value as ContentType)}
          className="h-9 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-2 text-sm shadow-xs outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        >
          {CONTENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`settings.contentTypes.${type}`)}
            </option>
          ))}
        </select>
        <Button
          size="sm"
          variant="secondary"
          className="h-9"
          disabled={choice === current}
          loading={change.isPending}
          onClick={() =>
            change.mutate(choice, {
              onSuccess: () => toast.success(t('settings.rewriteStarted')),
              onError: (cause) => toast.error(errorMessage(cause, t('settings.rewriteFailed'))),
            })
          }
        >
          {t('settings.rewrite')}
        </Button>
      </div>
      <p className="text-xs text-stone-500">{t('settings.rewriteHint')}</p>
    </div>
  );
}
