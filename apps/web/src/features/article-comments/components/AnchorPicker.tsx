import { ARTICLE_COMMENT_QUOTE_MAX_LENGTH, type CommentAnchorRequest } from '@support/shared';
import { Quote, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type TextAnchor = { quote: string; offset?: number };
export type StepChoice = { id: string; index: number };

/**
 * What a new thread points at: the quote selected in the editor (shown, removable), a quote pasted
 * by hand, or one of the article's steps.
 */
export function AnchorPicker(props: {
  anchor: CommentAnchorRequest | null;
  steps: StepChoice[];
  onChange: (anchor: CommentAnchorRequest | null) => void;
}) {
  const { t } = useTranslation('comments');
  const stepField = useId();
  const [pasting, setPasting] = useState(false);
  const { anchor } = props;
  const quote = anchor && 'quote' in anchor ? anchor.quote : '';
  const stepId = anchor && 'stepId' in anchor ? anchor.stepId : '';

  const quoteArea =
    quote && !pasting ? (
      <div className="flex items-start gap-2 rounded-md bg-white p-2 ring-1 ring-stone-200">
        <blockquote className="flex-1 border-l-2 border-brand-300 pl-2 text-xs italic text-stone-600 line-clamp-3">
          {quote}
        </blockquote>
        <button
          type="button"
          onClick={() => props.onChange(null)}
          aria-label={t('anchor.remove')}
          className="rounded p-0.5 text-stone-500 hover:bg-stone-100"
        >
          <X aria-hidden="true" className="size-3.5" />
        </button>
      </div>
    ) : pasting ? (
      <label className="block text-xs font-medium text-stone-700">
        {t('anchor.pasteLabel')}
        <input
          type="text"
          value={quote}
          maxLength={ARTICLE_COMMENT_QUOTE_MAX_LENGTH}
          onChange={(event) => props.onChange(event.target.value ? { quote: event.target.value } : null)}
          onBlur={() => setPasting(false)}
          className="mt-1 block w-full rounded-md border-0 px-2 py-1 text-sm ring-1 ring-inset ring-stone-300 focus:ring-2 focus:ring-brand-600"
        />
      </label>
    ) : (
      <button
        type="button"
        onClick={() => setPasting(true)}
        className="inline-flex items-center gap-1 text-xs font-medium text-stone-600 hover:text-stone-900"
      >
        <Quote aria-hidden="true" className="size-3.5" />
        {t('anchor.paste')}
      </button>
    );

  return (
    <div className="space-y-2">
      {!stepId && quoteArea}
      {props.steps.length > 0 && !quote && (
        <div className="flex items-center gap-2 text-xs">
          <label htmlFor={stepField} className="font-medium text-stone-700">
            {t('anchor.stepLabel')}
          </label>
          <select
            id={stepField}
            value={stepId}
            onChange={(event) => props.onChange(event.target.value ? { stepId: event.target.value } : null)}
            className="rounded-md border-0 py-0.5 pr-7 pl-2 text-xs ring-1 ring-inset ring-stone-300"
          >
            <option value="">{t('anchor.noStep')}</option>
            {props.steps.map((step) => (
              <option key={step.id} value={step.id}>
                {t('anchor.stepOption', { number: step.index + 1 })}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
