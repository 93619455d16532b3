import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';

/** Copies text; "Copied!" shows for `feedbackMs` (spec 02 §9: 1.5 s, 2 s for the slug). */
export function CopyButton({
  text,
  label,
  feedbackMs = 1500,
}: {
  text: string;
  label: string;
  feedbackMs?: number;
}) {
  const { t } = useTranslation('helpCenters');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), feedbackMs);
    return () => clearTimeout(timer);
  }, [copied, feedbackMs]);
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true));
      }}
    >
      {copied ? (
        <Check aria-hidden="true" className="size-4 text-green-700" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      <span aria-live="polite">{copied ? t('detail.copied') : label}</span>
    </Button>
  );
}
