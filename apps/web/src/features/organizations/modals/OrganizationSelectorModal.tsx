import clsx from 'clsx';
import { Building2, Check } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/errors';
import { useProfile } from '../../profile/queries';
import { useCloseModal } from '../../settings/modalNavigation';
import { useOrganizations, useSwitchOrganization } from '../queries';
import { hasOtherOrganizations, isSwitchDisabled, organizationLetter, sortOrganizations } from '../rules';

/** Spec 01 §2 "Organization selector modal". */
export default function OrganizationSelectorModal() {
  const { t } = useTranslation('organizations');
  const close = useCloseModal();
  const profile = useProfile();
  const organizations = useOrganizations();
  const switchOrganization = useSwitchOrganization();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const currentId = profile.data?.activeOrganizationId ?? null;
  const list = organizations.data ?? [];

  const onSwitch = () => {
    const target = list.find((organization) => organization.id === selectedId);
    if (!target || isSwitchDisabled(selectedId, currentId)) return;
    switchOrganization.mutate(target.id, {
      onSuccess: () => {
        toast.success(t('selector.switched', { name: target.name }));
        close();
      },
    });
  };

  return (
    <Modal
      title={t('selector.title')}
      size="md"
      onClose={switchOrganization.isPending ? undefined : close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={switchOrganization.isPending}>
            {t('selector.cancel')}
          </Button>
          <Button
            onClick={onSwitch}
            loading={switchOrganization.isPending}
            disabled={isSwitchDisabled(selectedId, currentId)}
          >
            {t('selector.switch')}
          </Button>
        </>
      }
    >
      {organizations.isPending || profile.isPending ? (
        <div className="flex justify-center py-8 text-brand-600">
          <Spinner className="size-6" />
        </div>
      ) : organizations.error ? (
        <Alert>{t('list.loadFailed')}</Alert>
      ) : (
        <div className="space-y-4">
          <ul className="space-y-2">
            {sortOrganizations(list, currentId).map((organization) => {
              const isCurrent = organization.id === currentId;
              const isSelected = organization.id === selectedId;
              return (
                <li key={organization.id}>
                  <button
                    type="button"
                    onClick={() => setSelectedId(organization.id)}
                    aria-pressed={isSelected}
                    className={clsx(
                      'flex w-full items-center gap-3 rounded-xl border p-3 text-left transition-colors',
                      isSelected
                        ? 'border-brand-500 bg-brand-50/60 ring-1 ring-brand-500'
                        : 'border-stone-200 hover:border-stone-300 hover:bg-stone-50',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={clsx(
                        'flex size-10 shrink-0 items-center justify-center rounded-lg text-sm font-semibold',
                        isCurrent ? 'bg-brand-600 text-white' : 'bg-stone-900 text-white',
                      )}
                    >
                      {organizationLetter(organization.name)}
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium text-stone-900">
                        {organization.name}
                      </span>
                      <span className="block truncate text-xs text-stone-500">
                        {isCurrent ? t('selector.currentHint') : t('selector.clickToSelect')}
                      </span>
                    </span>
                    {isCurrent && (
                      <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-700 ring-1 ring-inset ring-green-200">
                        {t('selector.current')}
                      </span>
                    )}
                    {isSelected && !isCurrent && (
                      <Check aria-hidden="true" className="size-5 text-brand-600" />
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
          {!hasOtherOrganizations(list) && (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center">
              <Building2 aria-hidden="true" className="size-6 text-stone-500" />
              <p className="mt-2 text-sm font-medium text-stone-800">{t('selector.noneTitle')}</p>
              <p className="mt-0.5 text-sm text-stone-500">{t('selector.noneText')}</p>
            </div>
          )}
          {switchOrganization.error && (
            <Alert>{errorMessage(switchOrganization.error, t('selector.failed'))}</Alert>
          )}
          <Link
            to="/settings/organizations"
            className="inline-block text-sm font-medium text-brand-700 hover:underline"
          >
            {t('selector.manage')}
          </Link>
        </div>
      )}
    </Modal>
  );
}
