import { ADMIN_TRIAL_EXTENSION_MAX_DAYS, type AdminOrganizationDetail } from '@support/shared';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Section } from '../../../components/ui/Section';
import { errorMessage } from '../../../lib/errors';
import { type OrganizationAction, useAllPlans, useOrganizationAction } from '../queries';

const fieldClass =
  'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm shadow-xs outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100';

/**
 * Plan, billing and trial of one organization. Each change is confirmed first; the server's
 * message is shown when it refuses, and a toast says when it is done.
 */
export function OrganizationActions({ organization }: { organization: AdminOrganizationDetail }) {
  const { t } = useTranslation('admin');
  const plans = useAllPlans();
  const action = useOrganizationAction(organization.id);
  const [asking, setAsking] = useState<OrganizationAction | null>(null);
  const [planId, setPlanId] = useState(organization.plan?.id ?? organization.subscription?.planId ?? '');
  const [days, setDays] = useState('14');
  const planField = useId();
  const daysField = useId();
  const onTrial = organization.subscription?.subscriptionType === 'TRIAL';
  const planName = (id: string) => plans.data?.find((plan) => plan.id === id)?.name ?? id;

  const confirm = () => {
    if (!asking) return;
    action.mutate(asking, {
      onSuccess: () => {
        toast.success(t(`organization.done.${asking.kind}`));
        setAsking(null);
      },
      onError: () => setAsking(null),
    });
  };
  const ask = (next: OrganizationAction) => {
    action.reset();
    setAsking(next);
  };
  const extend = (event: FormEvent) => {
    event.preventDefault();
    ask({ kind: 'extendTrial', days: Number(days) });
  };

  const question = (() => {
    if (!asking) return '';
    const name = organization.name;
    switch (asking.kind) {
      case 'plan':
        return t('organization.confirm.plan', { name, plan: planName(asking.planId) });
      case 'billing':
        return t(asking.manual ? 'organization.confirm.manualOn' : 'organization.confirm.manualOff', {
          name,
        });
      case 'endTrial':
        return t('organization.confirm.endTrial', { name });
      case 'extendTrial':
        return t('organization.confirm.extendTrial', { name, count: asking.days });
    }
  })();

  return (
    <Section title={t('organization.actions.title')} description={t('organization.actions.description')}>
      <div className="space-y-6">
        {action.isError && <Alert>{errorMessage(action.error, t('organization.actions.failed'))}</Alert>}

        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (planId) ask({ kind: 'plan', planId });
          }}
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-sm">
            <label htmlFor={planField} className="text-sm font-medium text-stone-700">
              {t('organization.actions.plan')}
            </label>
            <select
              id={planField}
              value={planId}
              onChange={(event) => setPlanId(event.target.value)}
              className={fieldClass}
              disabled={!plans.data}
            >
              <option value="" disabled>
                {plans.isError ? t('organization.actions.plansFailed') : t('organization.actions.choosePlan')}
              </option>
              {plans.data?.map((plan) => (
                <option key={plan.id} value={plan.id}>
                  {plan.name}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary" disabled={!planId}>
            {t('organization.actions.setPlan')}
          </Button>
        </form>

        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-medium text-stone-700">{t('organization.actions.billing')}</p>
            <p className="text-sm text-stone-500">
              {t(
                organization.manualBilling
                  ? 'organization.actions.manualIsOn'
                  : 'organization.actions.manualIsOff',
              )}
            </p>
          </div>
          <Button
            variant="secondary"
            onClick={() => ask({ kind: 'billing', manual: !organization.manualBilling })}
          >
            {t(
              organization.manualBilling ? 'organization.actions.manualOff' : 'organization.actions.manualOn',
            )}
          </Button>
        </div>

        <div className="space-y-2">
          <p className="text-sm font-medium text-stone-700">{t('organization.actions.trial')}</p>
          {!onTrial && <p className="text-sm text-stone-500">{t('organization.actions.noTrial')}</p>}
          <div className={onTrial ? 'flex flex-col gap-2 sm:flex-row sm:items-end' : 'hidden'}>
            <form className="flex flex-1 items-end gap-2" onSubmit={extend}>
              <div className="flex w-28 flex-col gap-1.5">
                <label htmlFor={daysField} className="text-xs text-stone-500">
                  {t('organization.actions.days')}
                </label>
                <input
                  id={daysField}
                  type="number"
                  min={1}
                  max={ADMIN_TRIAL_EXTENSION_MAX_DAYS}
                  step={1}
                  required
                  value={days}
                  disabled={!onTrial}
                  onChange={(event) => setDays(event.target.value)}
                  className={fieldClass}
                />
              </div>
              <Button type="submit" variant="secondary" disabled={!onTrial}>
                {t('organization.actions.extendTrial')}
              </Button>
            </form>
            <Button variant="danger" disabled={!onTrial} onClick={() => ask({ kind: 'endTrial' })}>
              {t('organization.actions.endTrial')}
            </Button>
          </div>
        </div>
      </div>

      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`organization.confirm.title.${asking.kind}`) : ''}
        confirmLabel={t('organization.confirm.yes')}
        tone={asking?.kind === 'endTrial' ? 'danger' : 'primary'}
        loading={action.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      >
        {question}
      </ConfirmDialog>
    </Section>
  );
}
