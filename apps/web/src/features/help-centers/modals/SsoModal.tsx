import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { ModalState } from '../../../app/modals';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { errorMessage } from '../../../lib/errors';
import { useCloseModal } from '../../settings/modalNavigation';
import { useHelpCenterSso } from '../queries';
import { SsoForm } from './SsoForm';

export type SsoModalState = ModalState & { helpCenterId?: string };

/**
 * /helpcenters/authentication/sso: the OpenID provider readers sign in with (issue 50 item 2; spec
 * 02 described an informational "coming soon" modal, which this replaces now that SSO works).
 * Saving turns SSO on in the same request. Opened without a help center it says so and only closes.
 */
export default function SsoModal() {
  const { t } = useTranslation('helpCenters');
  const close = useCloseModal();
  const state = (useLocation().state ?? {}) as SsoModalState;
  const sso = useHelpCenterSso(state.helpCenterId);

  if (!state.helpCenterId || !sso.data) {
    return (
      <Modal
        title={t('sso.title')}
        onClose={close}
        footer={
          <Button variant="secondary" onClick={close}>
            {t('actions.cancel')}
          </Button>
        }
      >
        {!state.helpCenterId ? (
          <Alert tone="error">{t('password.missingContext')}</Alert>
        ) : sso.isError ? (
          <Alert tone="error">{errorMessage(sso.error, t('sso.loadFailed'))}</Alert>
        ) : (
          <div className="flex justify-center py-6">
            <Spinner label={t('sso.loading')} />
          </div>
        )}
      </Modal>
    );
  }
  return <SsoForm helpCenterId={state.helpCenterId} sso={sso.data} onClose={close} />;
}
