import type { FeatureCheck } from '@support/shared';
import { Landmark, Sparkles } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { usePublicConfig } from '../../../lib/publicConfig';
import { useCloseModal } from '../../settings/modalNavigation';
import { EnterpriseCard } from '../components/EnterpriseCard';
import { UpgradeComparison } from '../components/UpgradeComparison';
import type { PlansPageState } from '../pages/PlansPage';
import { useFeatureCheck } from '../queries';
import { type UpgradeState, upgradeFeature, upgradeSubtitle, upgradeTitle } from '../rules/upgrade';
import { usePlanContext } from '../usePlanContext';

/**
 * /upgrade: why a feature is blocked and which plan lifts it. Needs the feature in the navigation
 * state (or the check body of a 403); without one it goes back.
 */
export default function UpgradeModal() {
  const { t } = useTranslation('plans');
  const location = useLocation();
  const close = useCloseModal();
  const feature = upgradeFeature(location.state);
  const carried = (location.state as UpgradeState | null)?.check;
  const fetched = useFeatureCheck(feature ?? 'ARTICLES_TOTAL', Boolean(feature) && !carried);
  const check: FeatureCheck | undefined = carried ?? fetched.data;

  useEffect(() => {
    if (!feature) close();
  }, [feature, close]);
  if (!feature) return null;

  const name = t(`features.${feature}`);
  const titleKind = upgradeTitle(check);
  const title =
    titleKind === 'limitReached'
      ? t('upgrade.limitReached', { feature: name })
      : titleKind === 'unlock'
        ? t('upgrade.unlock', { feature: name })
        : t('upgrade.title');

  return (
    <Modal title={title} size="2xl" onClose={close}>
      {check ? <UpgradeBody check={check} onLater={close} /> : <Loading />}
    </Modal>
  );
}

function UpgradeBody({ check, onLater }: { check: FeatureCheck; onLater: () => void }) {
  const { t } = useTranslation('plans');
  const navigate = useNavigate();
  const config = usePublicConfig();
  const context = usePlanContext();
  const subtitle = upgradeSubtitle(check);
  const suggested = context.plans?.find((plan) => plan.id === check.suggestedPlan) ?? null;

  const subtitleText =
    subtitle.kind === 'server'
      ? subtitle.text
      : subtitle.kind === 'higherTier'
        ? t('upgrade.higherTier', {
            // The server's words are English; each feature's explanation is in the catalogues.
            explanation: t(`featureExplanations.${check.feature}`, { defaultValue: subtitle.explanation }),
          })
        : subtitle.kind === 'usedAll'
          ? t('upgrade.usedAll', { limit: subtitle.limit, feature: t(`featureNouns.${check.feature}`) })
          : t('upgrade.generic');

  if (context.isPending) return <Loading />;

  const later = (
    <Button variant="ghost" onClick={onLater}>
      {t('upgrade.maybeLater')}
    </Button>
  );

  return (
    <div className="space-y-5">
      <p className="flex items-start gap-2.5 text-sm leading-6 text-stone-600">
        <Sparkles aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
        {subtitleText}
      </p>

      {context.manualBilling ? (
        <>
          <div className="flex gap-3 rounded-xl bg-sky-50 p-4 ring-1 ring-sky-200">
            <Landmark aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sky-700" />
            <div>
              <p className="text-sm font-semibold text-sky-900">{t('upgrade.manual.title')}</p>
              <p className="mt-0.5 text-sm text-sky-800">{t('upgrade.manual.text')}</p>
            </div>
          </div>
          <Actions>
            {later}
            <ButtonLink variant="secondary" className="justify-center transition-colors" to="/settings/plans">
              {t('upgrade.manual.viewPlans')}
            </ButtonLink>
            <ButtonLink
              className="justify-center transition-colors"
              href={config.data ? `mailto:${config.data.supportEmail}` : undefined}
            >
              {t('upgrade.manual.contactSupport')}
            </ButtonLink>
          </Actions>
        </>
      ) : suggested ? (
        <>
          <UpgradeComparison current={context.currentPlan} recommended={suggested} feature={check.feature} />
          <Actions>
            {later}
            <ButtonLink variant="secondary" className="justify-center transition-colors" to="/plans">
              {t('upgrade.viewAll')}
            </ButtonLink>
            <Button
              onClick={() =>
                navigate('/plans', { state: { selectedPlan: suggested.id } satisfies PlansPageState })
              }
            >
              {t('upgrade.upgradeTo', { plan: suggested.name })}
            </Button>
          </Actions>
        </>
      ) : (
        <>
          <EnterpriseCard salesEmail={config.data?.salesEmail} />
          <Actions>
            {later}
            <ButtonLink
              className="justify-center transition-colors"
              href={config.data ? `mailto:${config.data.salesEmail}` : undefined}
            >
              {t('upgrade.contactSales')}
            </ButtonLink>
          </Actions>
        </>
      )}
    </div>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-stone-100 pt-4 sm:flex-row sm:justify-end">
      {children}
    </div>
  );
}

function Loading() {
  return (
    <div className="flex justify-center py-12 text-brand-600">
      <Spinner className="size-6" />
    </div>
  );
}
