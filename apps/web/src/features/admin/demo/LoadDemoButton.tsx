import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Section } from '../../../components/ui/Section';
import { errorMessage } from '../../../lib/errors';
import { useSwitchOrganization } from '../../organizations/queries';
import { useProfile } from '../../profile/queries';
import { useLoadDemo } from './useLoadDemo';

/**
 * "Load demo content" for one organization of the super-admin area: asked first, the dialog stays
 * open with its progress while the server works (a few seconds), the server's reason is shown when
 * it refuses (the organization has articles, or no room in its plan), and the toast when it is done
 * leads to the articles, switching to the organization first when it is not the active one.
 */
export function LoadDemoButton({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const load = useLoadDemo(organizationId);
  const switchOrganization = useSwitchOrganization();
  // Read when the server answers, not when the dialog was confirmed: a profile that arrived in
  // between still picks the right action. (The toast renders outside the router and query
  // providers, so its content takes everything it needs from here.)
  const activeOrganizationId = useRef<string | null | undefined>(undefined);
  activeOrganizationId.current = useProfile().data?.activeOrganizationId;
  const [asking, setAsking] = useState(false);

  const openArticles = (toastId: string, isActive: boolean) => {
    toast.dismiss(toastId);
    if (isActive) {
      navigate('/articles');
      return;
    }
    switchOrganization.mutate(organizationId, {
      onSuccess: () => navigate('/articles'),
      onError: (cause) => toast.error(errorMessage(cause, t('demo.switchFailed'))),
    });
  };

  const confirm = () =>
    load.mutate(undefined, {
      onSuccess: (result) => {
        setAsking(false);
        const isActive = activeOrganizationId.current === organizationId;
        toast.success(
          (shown) => (
            <span className="flex flex-col gap-1">
              <span>{t('demo.done', { count: result.articles.length })}</span>
              <button
                type="button"
                className="self-start font-medium text-brand-700 underline underline-offset-2"
                onClick={() => openArticles(shown.id, isActive)}
              >
                {t(isActive ? 'demo.openArticles' : 'demo.switchAndOpen')}
              </button>
            </span>
          ),
          { duration: 10_000 },
        );
      },
      onError: () => setAsking(false),
    });

  return (
    <Section title={t('demo.title')} description={t('demo.description')}>
      <div className="flex flex-col gap-3">
        {load.isError && <Alert>{errorMessage(load.error, t('demo.failed'))}</Alert>}
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              load.reset();
              setAsking(true);
            }}
          >
            {t('demo.button')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('demo.confirmTitle')}
        confirmLabel={t('demo.confirm')}
        tone="primary"
        loading={load.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>{t('demo.confirmText')}</p>
        {load.isPending && (
          <p role="status" className="mt-3 font-medium text-stone-700">
            {t('demo.progress')}
          </p>
        )}
      </ConfirmDialog>
    </Section>
  );
}
