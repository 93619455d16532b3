import { organizationInitials } from '@support/shared';
import clsx from 'clsx';
import { ChevronsUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ModalState } from '../modals';

/** The active organization's name; opens the organization selector over the current page. */
export function OrganizationSwitcher({
  name,
  compact,
}: {
  name: string | null | undefined;
  compact: boolean;
}) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const state: ModalState = { backgroundLocation: location };
  const label = t('organization.switch');
  const initials = name ? organizationInitials(name) : '';

  return (
    <Link
      to="/organization-selector"
      state={state}
      title={compact ? `${name ?? ''} · ${label}` : label}
      aria-label={`${name ?? ''} – ${label}`}
      className={clsx(
        'flex items-center rounded-lg transition-colors hover:bg-stone-100',
        compact ? 'mx-auto size-10 justify-center' : 'gap-2.5 p-1.5 ring-1 ring-inset ring-stone-200',
      )}
    >
      <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-stone-900 text-[11px] font-semibold text-white">
        {initials}
      </span>
      {!compact && (
        <>
          <span className="min-w-0 flex-1 leading-tight">
            <span className="block text-[11px] font-medium uppercase tracking-wide text-stone-500">
              {t('organization.label')}
            </span>
            <span className="block truncate text-sm font-semibold text-stone-800">{name ?? '…'}</span>
          </span>
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
        </>
      )}
    </Link>
  );
}
