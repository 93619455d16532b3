import { EyeOff, Plus, X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { addRedactionTerm } from '../rules';

type Props = { terms: string[]; onChange: (terms: string[]) => void; disabled: boolean };

/** The do-not-show list: words the recorder blurs in screenshots before they leave the browser. */
export function RedactionTermsEditor({ terms, onChange, disabled }: Props) {
  const { t } = useTranslation('settings');
  const [draft, setDraft] = useState('');

  const add = () => {
    onChange(addRedactionTerm(terms, draft));
    setDraft('');
  };
  // Enter adds the term instead of submitting the whole settings form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (draft.trim()) add();
    }
  };

  return (
    <div className="space-y-3">
      {!disabled && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            aria-label={t('general.redaction.inputLabel')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            maxLength={200}
            placeholder={t('general.redaction.placeholder')}
            className="h-10 min-w-0 rounded-lg border border-stone-300 sm:flex-1 bg-white px-3 text-sm shadow-xs outline-none placeholder:text-stone-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
          <Button variant="secondary" onClick={add} disabled={!draft.trim()}>
            <Plus aria-hidden="true" className="size-4" />
            {t('general.redaction.add')}
          </Button>
        </div>
      )}
      {terms.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-stone-500">
          <EyeOff aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
          {t('general.redaction.empty')}
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {terms.map((term) => (
            <li
              key={term}
              className="inline-flex max-w-full items-center gap-1 rounded-md bg-stone-100 py-1 pr-1 pl-2.5 text-sm text-stone-800 ring-1 ring-inset ring-stone-200"
            >
              <span className="truncate">{term}</span>
              {!disabled && (
                <button
                  type="button"
                  onClick={() => onChange(terms.filter((existing) => existing !== term))}
                  aria-label={t('general.redaction.remove', { term })}
                  className="rounded p-0.5 text-stone-500 hover:bg-stone-200 hover:text-stone-700"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
