import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { useCloseModal } from '../../settings/modalNavigation';

/** /helpcenters/authentication/sso (spec 02 §2 "SSO modal"): what single sign-on will bring; Okay closes. */
export default function SsoModal() {
  const { t } = useTranslation('helpCenters');
  const close = useCloseModal();
  const points = t('sso.points', { returnObjects: true }) as string[];
  return (
    <Modal title={t('sso.title')} onClose={close} footer={<Button onClick={close}>{t('sso.okay')}</Button>}>
      <div className="space-y-3 text-sm text-stone-700">
        <p>{t('sso.intro')}</p>
        <ul className="list-disc space-y-1 pl-5">
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p>{t('sso.earlyAccess')}</p>
      </div>
    </Modal>
  );
}
