import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCopyFeedback } from '../../articles/components/useCopyFeedback';

/**
 * Text to paste somewhere else, with a Copy button. Browsers refuse links to chrome:// pages, so
 * the address is shown as text; it stays selectable when the clipboard is not available.
 */
export function CopyableText({ text }: { text: string }) {
  const { t } = useTranslation('recorder');
  const { copied, copy } = useCopyFeedback(2000);
  const done = copied === text;
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-lg bg-white py-1 pr-1 pl-3 shadow-xs ring-1 ring-inset ring-stone-300">
      <code className="min-w-0 font-mono text-[13px] break-all text-stone-900 select-all">{text}</code>
      <button
        type="button"
        onClick={() => void copy(text, text).catch(() => {})}
        aria-label={t('copyLabel', { text })}
        className="inline-flex h-7 shrink-0 items-center gap-1 rounded-md px-2 text-xs font-medium text-stone-600 transition-colors hover:bg-stone-100 hover:text-stone-900"
      >
        {done ? (
          <Check aria-hidden="true" className="size-3.5 text-emerald-600" />
        ) : (
          <Copy aria-hidden="true" className="size-3.5" />
        )}
        <span className="hidden @sm:inline">{done ? t('copied') : t('copy')}</span>
      </button>
      <span role="status" className="sr-only">
        {done ? t('copied') : ''}
      </span>
    </span>
  );
}
