import type { Organization } from '@support/shared';
import { ArrowLeftRight, Check, Copy, Settings2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { useModalState } from '../../settings/modalNavigation';
import { organizationLetter } from '../rules';

/** Spec 01 §9: the copy-slug confirmation lasts 2 seconds. */
export const COPY_CONFIRMATION_MS = 2000;

export function ActiveOrganizationCard({ organization }: { organization: Organization }) {
  const { t } = useTranslation('organizations');
  const modalState = useModalState();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copySlug = async () => {
    await navigator.clipboard?.writeText(organization.slug);
    setCopied(true);
  };

  return (
    <section className="overflow-hidden rounded-xl bg-white shadow-xs ring-1 ring-stone-200">
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 text-lg font-semibold text-white"
        >
          {organizationLetter(organization.name)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium uppercase tracking-wide text-stone-500">{t('active.label')}</p>
          <div className="mt-0.5 flex flex-wrap items-center gap-2">
            <h3 className="truncate text-base font-semibold text-stone-900">{organization.name}</h3>
            <Badge shape="pill" tone={organization.type === 'COMPANY' ? 'brand' : 'neutral'}>
              {t(`types.${organization.type}`)}
            </Badge>
          </div>
          <div className="mt-1.5 flex items-center gap-1.5 text-sm text-stone-500">
            <span>{t('active.slug')}</span>
            <code className="truncate rounded bg-stone-100 px-1.5 py-0.5 font-mono text-xs text-stone-700">
              {organization.slug}
            </code>
            <button
              type="button"
              onClick={copySlug}
              aria-label={copied ? t('active.copied') : t('active.copy')}
              title={copied ? t('active.copied') : t('active.copy')}
              className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs font-medium text-stone-500 hover:bg-stone-100 hover:text-stone-800"
            >
              {copied ? (
                <>
                  <Check aria-hidden="true" className="size-3.5 text-green-600" />
                  <span className="text-green-700">{t('active.copied')}</span>
                </>
              ) : (
                <Copy aria-hidden="true" className="size-3.5" />
              )}
            </button>
          </div>
        </div>
        <div className="flex gap-2">
          <ButtonLink variant="secondary" size="compact" to="/settings/organizations">
            <Settings2 aria-hidden="true" className="size-4" />
            {t('active.manage')}
          </ButtonLink>
          <ButtonLink variant="secondary" size="compact" to="/organization-selector" state={modalState}>
            <ArrowLeftRight aria-hidden="true" className="size-4" />
            {t('active.switch')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
