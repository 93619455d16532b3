import type { GlossarySearchResult } from '@support/shared';
import { FileText, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';

/** The Generate definition button beside the definition's label. */
export function GenerateButton({
  onClick,
  loading,
  aiMissing,
}: {
  onClick: () => void;
  loading: boolean;
  aiMissing: boolean;
}) {
  const { t } = useTranslation('glossary');
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      onClick={onClick}
      loading={loading}
      disabled={aiMissing}
      title={aiMissing ? t('generate.aiMissing') : undefined}
    >
      <Sparkles aria-hidden="true" className="size-4 text-violet-600" />
      {t('generate.button')}
    </Button>
  );
}

/** The organization's articles that use the term, as the generated definition came with them. */
export function TermUsages({ results }: { results: GlossarySearchResult[] }) {
  const { t } = useTranslation('glossary');
  if (results.length === 0) return <p className="text-sm text-stone-500">{t('generate.unused')}</p>;
  return (
    <section aria-label={t('generate.usedIn')} className="rounded-lg bg-stone-50 p-3 ring-1 ring-stone-200">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-stone-500">{t('generate.usedIn')}</h3>
      <ul className="mt-2 space-y-2">
        {results.map((result) => (
          <li key={result.id} className="text-sm">
            {/* A new tab: following it here would lose the form. */}
            <Link
              to={`/articles/${result.id}`}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
            >
              <FileText aria-hidden="true" className="size-3.5" />
              {result.title}
            </Link>
            {result.snippet && <p className="mt-0.5 text-stone-600">{result.snippet}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
